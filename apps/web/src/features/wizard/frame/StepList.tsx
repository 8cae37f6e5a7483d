import { useState } from 'react';
import {
  Box,
  Collapse,
  IconButton,
  List,
  ListItem,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  Paper,
  Typography,
} from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { stepKeyOfRoute, type WizardRouteName, type WizardStepEntry } from '@rentfile/domain';
import { useWizardCase } from './WizardContext.tsx';

function Mark({ done }: { done: boolean }) {
  return done ? (
    <CheckCircleIcon fontSize="small" sx={{ color: 'primary.dark' }} titleAccess="Completed" />
  ) : (
    <RadioButtonUncheckedIcon fontSize="small" sx={{ color: 'text.secondary' }} titleAccess="Not completed" />
  );
}

/**
 * The side step list (docs/product/data-and-rules.md#wizard, docs/product/data-and-rules.md#step-status): completed and incomplete marks, hidden steps left out, the Property
 * step's sub-steps expandable. A step opens when it is done or is the current one; leaving saves the screen.
 */
export function StepList() {
  const wizard = useWizardCase();
  const { steps, routeName } = wizard;
  const [expanded, setExpanded] = useState<Record<string, boolean>>({});
  const currentKey = stepKeyOfRoute(routeName);

  const open = async (route: WizardRouteName) => {
    if (route === routeName) return;
    await wizard.leave();
    wizard.goTo(route);
  };

  const reachable = (entry: WizardStepEntry) =>
    entry.routeName !== null &&
    (entry.status === 'completed' ||
      entry.routeName === routeName ||
      entry.key === currentKey ||
      (wizard.caseInfo !== null && entry.routeName === 'vc-select-property'));

  const row = (entry: WizardStepEntry, depth: number) => {
    const current = entry.routeName === routeName || (depth === 0 && entry.key === currentKey);
    const label = (
      <ListItemText
        primary={entry.label}
        slotProps={{ primary: { fontWeight: current ? 700 : 400, fontSize: depth ? 14 : 15 } }}
      />
    );
    const icon = (
      <ListItemIcon sx={{ minWidth: 32 }}>
        <Mark done={entry.status === 'completed'} />
      </ListItemIcon>
    );
    const target = entry.routeName;
    return target && reachable(entry) ? (
      <ListItemButton
        onClick={() => void open(target)}
        aria-current={current ? 'step' : undefined}
        selected={entry.routeName === routeName}
        sx={{ pl: 2 + depth * 3, borderRadius: 1 }}
      >
        {icon}
        {label}
      </ListItemButton>
    ) : (
      <Box
        sx={{ display: 'flex', alignItems: 'center', pl: 2 + depth * 3, pr: 2, py: 0.75, width: '100%' }}
        aria-current={current ? 'step' : undefined}
      >
        {icon}
        {label}
      </Box>
    );
  };

  return (
    <Paper
      component="nav"
      aria-labelledby="wizard-steps-heading"
      variant="outlined"
      sx={{ p: 1.5, position: { tablet: 'sticky' }, top: 16 }}
    >
      <Typography
        id="wizard-steps-heading"
        component="h2"
        variant="subtitle1"
        sx={{ px: 2, py: 1, fontWeight: 700, color: 'secondary.main' }}
      >
        Verified Complaint
      </Typography>
      <List dense disablePadding>
        {steps
          .filter((s) => !s.hide)
          .map((entry) => {
            const isOpen = expanded[entry.key] ?? entry.showChildren;
            const childrenId = `wizard-steps-${entry.key}`;
            return (
              <ListItem key={entry.key} disablePadding sx={{ display: 'block' }}>
                <Box sx={{ display: 'flex', alignItems: 'center' }}>
                  {row(entry, 0)}
                  {entry.children.length > 0 && (
                    <IconButton
                      size="small"
                      aria-expanded={isOpen}
                      aria-controls={childrenId}
                      aria-label={`${isOpen ? 'Hide' : 'Show'} the ${entry.label} steps`}
                      onClick={() => setExpanded((e) => ({ ...e, [entry.key]: !isOpen }))}
                    >
                      {isOpen ? <ExpandLessIcon /> : <ExpandMoreIcon />}
                    </IconButton>
                  )}
                </Box>
                {entry.children.length > 0 && (
                  <Collapse in={isOpen} id={childrenId}>
                    <List dense disablePadding>
                      {entry.children
                        .filter((c) => !c.hide)
                        .map((child) => (
                          <ListItem key={child.key} disablePadding>
                            {row(child, 1)}
                          </ListItem>
                        ))}
                    </List>
                  </Collapse>
                )}
              </ListItem>
            );
          })}
      </List>
    </Paper>
  );
}
