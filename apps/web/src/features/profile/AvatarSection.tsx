import { useRef } from 'react';
import { Button, CircularProgress, Stack, Typography } from '@mui/material';
import PhotoCameraOutlinedIcon from '@mui/icons-material/PhotoCameraOutlined';
import type { Client } from '@rentfile/domain';
import { UserAvatar } from '../../components/UserAvatar.tsx';
import { useUploadAvatar } from './queries.ts';

/** Avatar upload (docs/product/data-and-rules.md#profile-page): the picture, or initials on the colour of their first letter (docs/product/data-and-rules.md#constants) when there is none. */
export function AvatarSection({ client }: { client: Client }) {
  const upload = useUploadAvatar();
  const input = useRef<HTMLInputElement>(null);
  return (
    <Stack direction={{ mobile: 'column', tablet: 'row' }} spacing={3} alignItems={{ tablet: 'center' }}>
      <UserAvatar firstName={client.firstName} lastName={client.lastName} avatar={client.avatar} size={96} />
      <Stack spacing={1} alignItems="flex-start">
        <Typography variant="h3" component="p">
          {[client.firstName, client.lastName].filter(Boolean).join(' ') || 'Your profile'}
        </Typography>
        {client.email && <Typography color="text.secondary">{client.email}</Typography>}
        <Stack direction="row" spacing={1.5} alignItems="center">
          <Button
            variant="outlined"
            color="secondary"
            startIcon={
              upload.isPending ? (
                <CircularProgress size={18} color="inherit" aria-hidden="true" />
              ) : (
                <PhotoCameraOutlinedIcon />
              )
            }
            disabled={upload.isPending}
            onClick={() => input.current?.click()}
          >
            {client.avatar ? 'Change picture' : 'Upload a picture'}
          </Button>
          <Typography variant="body2" color="text.secondary" id="avatar-hint">
            PNG, JPEG or WebP, at most 5 MB.
          </Typography>
        </Stack>
        <input
          ref={input}
          type="file"
          accept="image/png,image/jpeg,image/webp"
          aria-label="Picture file"
          aria-describedby="avatar-hint"
          tabIndex={-1}
          hidden
          onChange={(e) => {
            const file = e.target.files?.[0];
            e.target.value = '';
            if (file) upload.mutate(file);
          }}
        />
        <Typography role="status" variant="body2" sx={{ color: 'primary.dark', minHeight: '1.25em' }}>
          {upload.isSuccess ? 'Your picture was saved.' : ''}
        </Typography>
      </Stack>
    </Stack>
  );
}
