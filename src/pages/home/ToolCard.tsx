import { Badge, Card, Paper, Text } from '@mantine/core';
import { memo } from 'react';
import { FavoriteToggle, type FavoriteLabels } from '../../modules/favorites/FavoriteButton';
import type { Tool } from '../../tools';
import { toolIntentProps } from '../../tools/tool-loader';
import { AppLink } from '../../ui/link/AppLink';
import classes from './ToolCard.module.css';

/** Mantine's Card look (background, border, radius in both themes) without its component per card. */
const cardClass = `${Paper.classes.root} ${Card.classes.root} ${classes.card}`;
const titleClass = `mantine-focus-auto ${Text.classes.root} ${classes.title}`;
const descriptionClass = `${Text.classes.root} ${classes.description}`;

/**
 * A tool card: the whole card is a link to the tool; the favourite toggle sits on top of it.
 * Plain elements with Mantine's classes, and strings from the grid: the home page shows 87 of them,
 * and Mantine's Card, Group and Text components cost about 1 ms per card to render on a slow machine.
 */
export interface ToolCardProps {
  tool: Tool;
  /** The tool's translated name and description, the text of the "new" badge and the favourite toggle's labels. */
  name: string;
  description: string;
  newLabel: string;
  favoriteLabels: FavoriteLabels;
}

export const ToolCard = memo(function ToolCard({ tool, name, description, newLabel, favoriteLabels }: ToolCardProps) {
  const Icon = tool.icon;
  return (
    <div className={cardClass} data-with-border="true" data-orientation="vertical">
      <div className={classes.header}>
        <Icon size={40} stroke={1.4} aria-hidden />
        <div className={classes.actions}>
          {tool.isNew && (
            <Badge color="itGreen" variant="filled" size="sm">
              {newLabel}
            </Badge>
          )}
          <FavoriteToggle toolId={tool.id} size="md" labels={favoriteLabels} />
        </div>
      </div>
      <AppLink to={tool.path} {...toolIntentProps(tool.id)} className={titleClass} data-size="lg">
        {name}
      </AppLink>
      <p className={descriptionClass} data-size="sm" data-line-clamp="true">
        {description}
      </p>
    </div>
  );
});
