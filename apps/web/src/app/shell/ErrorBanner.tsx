import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { Alert, Container, IconButton } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import WifiOffIcon from '@mui/icons-material/WifiOff';
import { useGlobalError } from '../../lib/globalError.tsx';

/**
 * The dismissible global error banner (docs/product/screens.md#layout, docs/product/data-and-rules.md#errors). MUI's
 * Alert is role=alert, so it is announced when it appears. It stays until dismissed or until the user goes to another
 * screen: a call made meanwhile (an autosave) does not wipe it before it is read (docs/decisions/0034-the-web-one-way.md).
 */
export function ErrorBanner() {
  const { error, clearError } = useGlobalError();
  const { pathname } = useLocation();
  const shownOn = useRef(pathname);
  useEffect(() => {
    if (shownOn.current === pathname) return;
    shownOn.current = pathname;
    clearError();
  }, [pathname, clearError]);
  return (
    <>
      {error && (
        <Container maxWidth="desktop" sx={{ pt: 2 }}>
          <Alert
            severity="error"
            variant="outlined"
            icon={error.type === 'offline' ? <WifiOffIcon fontSize="inherit" /> : undefined}
            sx={{
              bgcolor: '#FFF1F1',
              borderColor: 'error.light',
              borderLeftWidth: 6,
              color: 'text.primary',
              '& .MuiAlert-icon': { color: 'error.main' },
            }}
            action={
              <IconButton aria-label="Dismiss error" color="inherit" size="small" onClick={clearError}>
                <CloseIcon fontSize="small" />
              </IconButton>
            }
          >
            {error.message}
          </Alert>
        </Container>
      )}
    </>
  );
}
