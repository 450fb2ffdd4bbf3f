// The product's pictures: pick the cover (thumbnail), remove a picture or add one by its path.
import { ActionIcon, Button, Group, Radio, Stack, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './inventory.module.css';
import { ProductImage } from './product-image';

interface ProductImagesFieldProps {
  images: readonly string[];
  thumbnail: string;
  onChange: (images: string[], thumbnail: string) => void;
}

export function ProductImagesField({ images, thumbnail, onChange }: ProductImagesFieldProps) {
  const { t } = useTranslation('inventory');
  const [path, setPath] = useState('');
  const add = () => {
    const next = path.trim();
    if (next === '' || images.includes(next)) return;
    onChange([...images, next], thumbnail || next);
    setPath('');
  };
  return (
    <Stack gap="xs">
      {/* The images' title labels the group of cover choices (Mantine puts the group's name on role=radiogroup
          from its label; an aria-label would land on a plain div). */}
      <Radio.Group value={thumbnail} onChange={(value) => onChange([...images], value)} label={t('fields.images')}>
        <div className={classes.images}>
          {images.map((image, index) => (
            <Stack key={image} gap={4} align="center" className={classes.imageTile}>
              <ProductImage src={image} alt={t('imageNumber', { number: index + 1 })} size={72} />
              <Group gap={4}>
                <Radio value={image} size="xs" aria-label={t('useAsCover', { number: index + 1 })} />
                <ActionIcon
                  variant="subtle"
                  color="red"
                  size="sm"
                  aria-label={t('removeImage', { number: index + 1 })}
                  onClick={() =>
                    onChange(
                      images.filter((one) => one !== image),
                      thumbnail === image ? (images.find((one) => one !== image) ?? '') : thumbnail,
                    )
                  }
                >
                  <IconTrash size={14} />
                </ActionIcon>
              </Group>
            </Stack>
          ))}
        </div>
      </Radio.Group>
      <Group gap="xs" align="flex-end">
        <TextInput
          flex={1}
          label={t('addImage')}
          placeholder="images/apps/ecommerce/products/…"
          value={path}
          onChange={(event) => setPath(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              add();
            }
          }}
        />
        <Button variant="light" leftSection={<IconPlus size={16} />} onClick={add}>
          {t('add')}
        </Button>
      </Group>
    </Stack>
  );
}
