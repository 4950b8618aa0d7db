import { ActionIcon, UnstyledButton } from '@mantine/core';
import { IconHeart, IconHeartFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Tooltip } from '../../ui/tooltip/Tooltip';
import { useFavoritesStore } from './favorites-store';
import subtle from '../../ui/button/SubtleActionIcon.module.css';
import classes from './FavoriteButton.module.css';

/** Mantine's subtle ActionIcon look, as a plain button: the home page shows one per tool card. */
const buttonClass = `mantine-focus-auto mantine-active ${ActionIcon.classes.root} ${UnstyledButton.classes.root} ${subtle.subtle} ${classes.button}`;

export interface FavoriteLabels {
  add: string;
  remove: string;
}

interface FavoriteToggleProps {
  toolId: string;
  size?: 'md' | 'lg';
  /** "Add to favorites" / "Remove from favorites", translated by the caller (one lookup for a whole grid). */
  labels: FavoriteLabels;
}

/** Heart toggle; accessible name and tooltip "Add to favorites" / "Remove from favorites". */
export function FavoriteButton({ toolId, size = 'lg' }: { toolId: string; size?: 'md' | 'lg' }) {
  const { t } = useTranslation();
  return <FavoriteToggle toolId={toolId} size={size} labels={{ add: t('favorites.add'), remove: t('favorites.remove') }} />;
}

/** The heart toggle with its labels given: the home page's cards share one translation lookup. */
export function FavoriteToggle({ toolId, size = 'lg', labels }: FavoriteToggleProps) {
  const isFavorite = useFavoritesStore((state) => state.ids.includes(toolId));
  const toggle = useFavoritesStore((state) => state.toggle);
  const label = isFavorite ? labels.remove : labels.add;
  return (
    <Tooltip label={label} position="bottom" align="end">
      <button
        type="button"
        className={buttonClass}
        data-variant="subtle"
        data-size={size}
        aria-label={label}
        aria-pressed={isFavorite}
        onClick={(event) => {
          event.preventDefault();
          event.stopPropagation();
          toggle(toolId);
        }}
      >
        <span className={ActionIcon.classes.icon}>{isFavorite ? <IconHeartFilled size={20} aria-hidden /> : <IconHeart size={20} aria-hidden />}</span>
      </button>
    </Tooltip>
  );
}
