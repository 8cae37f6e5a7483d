import type { ReactNode } from 'react';
import { Box, ButtonBase, Typography } from '@mui/material';

export interface Choice<T extends string> {
  value: T;
  label: string;
  description?: ReactNode;
  icon?: ReactNode;
}

/**
 * Large option buttons for a screen that advances on a choice (Property Type, Association to Owner, 'Let's
 * start with your property'): one button each, the current answer pressed.
 */
export function ChoiceButtons<T extends string>({
  choices,
  value,
  onChoose,
  label,
}: {
  choices: ReadonlyArray<Choice<T>>;
  value?: T | null;
  onChoose: (value: T) => void;
  label: string;
}) {
  return (
    <Box
      role="group"
      aria-label={label}
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', tablet: `repeat(${Math.min(choices.length, 3)}, 1fr)` },
      }}
    >
      {choices.map((choice) => {
        const pressed = value === choice.value;
        return (
          <ButtonBase
            key={choice.value}
            aria-pressed={pressed}
            onClick={() => onChoose(choice.value)}
            focusRipple
            sx={{
              display: 'flex',
              flexDirection: 'column',
              alignItems: 'flex-start',
              justifyContent: 'flex-start',
              textAlign: 'left',
              gap: 1,
              p: 2.5,
              borderRadius: 2,
              border: 2,
              borderColor: pressed ? 'secondary.main' : 'divider',
              bgcolor: pressed ? 'rgba(77, 204, 196, 0.12)' : 'background.paper',
              '&:hover': { borderColor: 'secondary.main' },
              '&.Mui-focusVisible': { outline: '3px solid', outlineColor: 'secondary.main', outlineOffset: 2 },
            }}
          >
            {choice.icon && <Box sx={{ color: 'secondary.main', display: 'flex' }}>{choice.icon}</Box>}
            <Typography component="span" variant="h6" sx={{ fontSize: 18, fontWeight: 700, color: 'secondary.main' }}>
              {choice.label}
            </Typography>
            {choice.description && (
              <Typography component="span" variant="body2" color="text.secondary">
                {choice.description}
              </Typography>
            )}
          </ButtonBase>
        );
      })}
    </Box>
  );
}
