/**
 * The case's full progress list (docs/product/data-and-rules.md#action-ids, #hidden-steps): the complaint, lease
 * registration, the trial date, the trial outcome and, once reached, the warrant of removal, each done or to do.
 * A hidden step (lease registration not in the case) is not listed.
 */
import { List, ListItem, ListItemIcon, ListItemText } from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import { caseProgress, type Case } from '@rentfile/domain';

export function CaseProgressList({ kase }: { kase: Case }) {
  const steps = caseProgress(kase).filter((s) => s.status !== 'hidden');
  return (
    <List dense disablePadding aria-label="Progress of the case">
      {steps.map((s) => (
        <ListItem key={s.key} disableGutters>
          <ListItemIcon sx={{ minWidth: 32 }}>
            {s.status === 'completed' ? (
              <CheckCircleIcon color="success" fontSize="small" />
            ) : (
              <RadioButtonUncheckedIcon fontSize="small" />
            )}
          </ListItemIcon>
          <ListItemText primary={s.label} secondary={s.status === 'completed' ? 'Done' : 'To do'} />
        </ListItem>
      ))}
    </List>
  );
}
