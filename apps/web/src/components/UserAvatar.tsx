import { useEffect, useState } from 'react';
import { Avatar } from '@mui/material';
import { getContrastRatio } from '@mui/material/styles';
import { useQuery } from '@tanstack/react-query';
import { avatarColor, initials } from '@rentfile/domain';
import { avatarQueryOptions } from '../lib/queries/avatar.ts';

interface Props {
  firstName: string | null;
  lastName: string | null;
  avatar: string | null;
  size?: number;
}

/**
 * The picture behind an avatar URL of the API as a blob URL: the image needs the bearer token, which an img
 * element cannot send. The URL carries a version, so a new upload is a new query.
 */
function useAvatarSrc(avatar: string | null): string | null {
  const blob = useQuery(avatarQueryOptions(avatar)).data;
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) {
      setSrc(null);
      return;
    }
    const url = URL.createObjectURL(blob);
    setSrc(url);
    return () => URL.revokeObjectURL(url);
  }, [blob]);
  return src;
}

/** The client's picture, or initials on the colour of docs/product/data-and-rules.md#constants with a text colour that stays readable. */
export function UserAvatar({ firstName, lastName, avatar, size = 36 }: Props) {
  const src = useAvatarSrc(avatar);
  const name = [firstName, lastName].filter(Boolean).join(' ');
  if (src)
    return <Avatar src={src} alt={name ? `${name}'s picture` : 'Your picture'} sx={{ width: size, height: size }} />;
  const background = avatarColor(firstName ?? lastName);
  // Black or white, whichever reads better: one of them always reaches 4.5:1 on the avatar colours (docs/product/data-and-rules.md#constants).
  const text =
    getContrastRatio(background, '#FFFFFF') >= getContrastRatio(background, '#000000') ? '#FFFFFF' : '#000000';
  return (
    <Avatar
      aria-hidden="true"
      sx={{ width: size, height: size, bgcolor: background, color: text, fontSize: size * 0.42, fontWeight: 600 }}
    >
      {initials(firstName, lastName) || '?'}
    </Avatar>
  );
}
