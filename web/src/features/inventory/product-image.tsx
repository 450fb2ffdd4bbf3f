// A product picture; where the file is missing (the seed's paths have no files behind them) a neutral
// placeholder keeps the layout.
import { Image, ThemeIcon } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { useState } from 'react';
import { assetUrl } from '../../lib/asset-url';

interface ProductImageProps {
  src: string | null | undefined;
  alt: string;
  size: number;
}

export function ProductImage({ src, alt, size }: ProductImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const url = assetUrl(src);
  if (!url || failedSrc === url) {
    return (
      <ThemeIcon variant="light" color="gray" size={size} radius="sm" aria-label={alt}>
        <IconPhoto size={size * 0.55} aria-hidden />
      </ThemeIcon>
    );
  }
  return <Image src={url} alt={alt} w={size} h={size} radius="sm" fit="cover" onError={() => setFailedSrc(url)} />;
}
