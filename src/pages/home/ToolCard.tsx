import { Badge, Card, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FavoriteButton } from '../../modules/favorites/FavoriteButton';
import type { Tool } from '../../tools';
import { toolIntentProps } from '../../tools/tool-loader';
import { useToolLabel } from '../../modules/i18n/use-tool-label';
import classes from './ToolCard.module.css';

/** A tool card: the whole card is a link to the tool; the favourite toggle sits on top of it. */
export function ToolCard({ tool }: { tool: Tool }) {
  const { t } = useTranslation();
  const { toolName, toolDescription } = useToolLabel();
  const Icon = tool.icon;
  const name = toolName(tool.id);
  return (
    <Card withBorder padding="lg" className={classes.card}>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Icon size={40} stroke={1.4} aria-hidden />
        <Group gap={4} wrap="nowrap" className={classes.actions}>
          {tool.isNew && (
            <Badge color="itGreen" variant="filled" size="sm">
              {t('home.new')}
            </Badge>
          )}
          <FavoriteButton toolId={tool.id} size="md" />
        </Group>
      </Group>
      <Text component={Link} to={tool.path} {...toolIntentProps(tool.id)} fw={600} size="lg" mt="sm" className={classes.title}>
        {name}
      </Text>
      <Text size="sm" c="dimmed" lineClamp={2} mt={4}>
        {toolDescription(tool.id)}
      </Text>
    </Card>
  );
}
