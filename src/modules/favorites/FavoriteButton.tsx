import { ActionIcon } from '@mantine/core';
import { Tooltip } from '../../ui/tooltip/Tooltip';
import { IconHeart, IconHeartFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useFavoritesStore } from './favorites-store';

/** Heart toggle; accessible name and tooltip "Add to favorites" / "Remove from favorites". */
export function FavoriteButton({ toolId, size = 'lg' }: { toolId: string; size?: 'md' | 'lg' }) {
  const { t } = useTranslation();
  const isFavorite = useFavoritesStore((state) => state.ids.includes(toolId));
  const toggle = useFavoritesStore((state) => state.toggle);
  const label = isFavorite ? t('favorites.remove') : t('favorites.add');
  return (
    <Tooltip label={label} position="bottom" align="end">
      <ActionIcon
        variant="subtle"
        color={isFavorite ? 'red' : 'gray'}
        size={size}
        aria-label={label}
        aria-pressed={isFavorite}
        onClick={(event) => {
          event.preventDefault();
          event.stopPropagation();
          toggle(toolId);
        }}
      >
        {isFavorite ? <IconHeartFilled size={20} aria-hidden /> : <IconHeart size={20} aria-hidden />}
      </ActionIcon>
    </Tooltip>
  );
}
