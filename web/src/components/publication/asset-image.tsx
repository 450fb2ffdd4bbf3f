// An image asset. When the file cannot be loaded (a missing file on a real server) something useful
// takes its place, so the page never shows a broken image: a tile with the image's name and a link to it,
// or, as a card cover, a plain decorated band.
import type { Asset } from '@api/model';
import { Anchor, Center, Image, Paper, Stack, Text } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { assetUrl } from '../../lib/asset-url';
import classes from './publication.module.css';

interface AssetImageProps {
  asset: Asset;
  variant?: 'tile' | 'cover';
}

export function AssetImage({ asset, variant = 'tile' }: AssetImageProps) {
  const { t } = useTranslation('space');
  const [hasFailed, setHasFailed] = useState(false);
  const url = assetUrl(asset.path);

  if (hasFailed && variant === 'cover') return <CoverPlaceholder />;
  if (hasFailed) {
    return (
      <Paper withBorder radius="md" className={classes.imageFallback}>
        <Center h="100%" p="sm">
          <Stack gap={4} align="center">
            <IconPhoto size={28} stroke={1.5} aria-hidden />
            <Text size="sm" ta="center" lineClamp={2}>
              {asset.name}
            </Text>
            <Anchor href={url} target="_blank" rel="noopener noreferrer" size="xs">
              {t('publication.openImage')}
            </Anchor>
          </Stack>
        </Center>
      </Paper>
    );
  }
  const image = (
    <Image
      src={url}
      alt={asset.name}
      radius={variant === 'tile' ? 'md' : 0}
      className={variant === 'tile' ? classes.imageTile : classes.cover}
      onError={() => setHasFailed(true)}
    />
  );
  if (variant === 'cover') return image;
  return (
    <Anchor href={url} target="_blank" rel="noopener noreferrer" className={classes.imageLink}>
      {image}
    </Anchor>
  );
}

/** A card cover without a picture: the theme colour and a photo mark. */
export function CoverPlaceholder() {
  return (
    <Center className={`${classes.cover} ${classes.coverPlaceholder}`}>
      <IconPhoto size={40} stroke={1.25} aria-hidden />
    </Center>
  );
}
