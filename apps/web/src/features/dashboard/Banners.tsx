import { Alert, AlertTitle, Stack } from '@mui/material';
import { showEvictionBanner, type Client } from '@rentfile/domain';
import { useUpdateUser } from '../../lib/session.tsx';

/**
 * The two dismissible dashboard banners (docs/product/screens.md#dashboard): upcoming features, closed for good; evictions, back 7 days
 * after closing. Neither announces as coming what is built (issue 36): filing, after-trial tracking and the warrant are. Closing is stored on the user (closedUpcomingBanner, closedEvictionBannerTime).
 */
export function DashboardBanners({ client }: { client: Client }) {
  const update = useUpdateUser(client);
  const showUpcoming = !client.closedUpcomingBanner;
  const showEviction = showEvictionBanner(client.closedEvictionBannerTime);
  if (!showUpcoming && !showEviction) return null;
  return (
    <Stack spacing={1.5} component="section" aria-label="Announcements">
      {showUpcoming && (
        <Alert
          severity="info"
          variant="outlined"
          role="region"
          aria-label="Upcoming features"
          onClose={() => update.mutate({ closedUpcomingBanner: true })}
          slotProps={{
            closeButton: { 'aria-label': 'Close the upcoming features announcement', disabled: update.isPending },
          }}
          sx={{ bgcolor: 'background.paper' }}
        >
          <AlertTitle>Upcoming features</AlertTitle>
          More subsidy programs are on the way.
        </Alert>
      )}
      {showEviction && (
        <Alert
          severity="warning"
          variant="outlined"
          role="region"
          aria-label="Evictions"
          onClose={() => update.mutate({ closedEvictionBannerTime: new Date().toISOString() })}
          slotProps={{ closeButton: { 'aria-label': 'Close the evictions announcement', disabled: update.isPending } }}
          sx={{ bgcolor: 'background.paper' }}
        >
          <AlertTitle>Warrant of removal</AlertTitle>
          After a judgment, request the warrant of removal on the case page.
        </Alert>
      )}
    </Stack>
  );
}
