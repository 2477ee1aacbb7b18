import { Box } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { memberSiteUrl } from '../../lib/member-site-url';

/** The tile's artwork, small, loaded from the member site where it lives. */
export function GameImage({ size = 40 }: { size?: number }) {
  const record = useRecordContext<{ imgUrl: string; nameKo: string }>();
  if (!record?.imgUrl) return null;
  return (
    <Box
      component="img"
      src={memberSiteUrl(record.imgUrl)}
      alt={record.nameKo}
      loading="lazy"
      sx={{
        width: size,
        height: size,
        objectFit: 'cover',
        borderRadius: 1,
        bgcolor: 'grey.200',
        display: 'block',
      }}
    />
  );
}
