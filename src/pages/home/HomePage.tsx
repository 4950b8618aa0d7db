import { Alert, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconListDetails, IconShieldLock } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { config } from '../../modules/config/config';
import { resolveFavorites, useFavoritesStore } from '../../modules/favorites/favorites-store';
import { newestTools } from '../../tools/registry';
import { tools, toolsById, type Tool } from '../../tools';
import { useToolLabel } from '../../modules/i18n/use-tool-label';
import { AppLink } from '../../ui/link/AppLink';
import { PasteAnything } from './PasteAnything';
import { ToolCard } from './ToolCard';

const newest = newestTools(tools);

function ToolGrid({ title, list, id }: { title: string; list: Tool[]; id: string }) {
  const { t } = useTranslation();
  const { toolName, toolDescription } = useToolLabel();
  const newLabel = t('home.new');
  const add = t('favorites.add');
  const remove = t('favorites.remove');
  const favoriteLabels = useMemo(() => ({ add, remove }), [add, remove]);
  return (
    <Stack component="section" gap="sm" aria-labelledby={id}>
      <Title order={2} size="h3" id={id}>
        {title}
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3, xl: 4 }} spacing="md">
        {list.map((tool) => (
          <ToolCard key={tool.id} tool={tool} name={toolName(tool.id)} description={toolDescription(tool.id)} newLabel={newLabel} favoriteLabels={favoriteLabels} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}

export function HomePage() {
  const { t } = useTranslation();
  const favoriteIds = useFavoritesStore((state) => state.ids);
  const favorites = resolveFavorites(favoriteIds, toolsById);
  return (
    <Stack gap="xl">
      <h1 className="visually-hidden">{t('app.homeTitle')}</h1>
      {config.showBanner && (
        <Alert color="itGreen" icon={<IconShieldLock aria-hidden />}>
          {t('home.banner')}
        </Alert>
      )}
      <PasteAnything />
      <Group gap="xs" wrap="nowrap">
        <IconListDetails size={20} aria-hidden />
        <Text>
          <AppLink to="/recipe">{t('home.recipeLink')}</AppLink> {t('home.recipeText')}
        </Text>
      </Group>
      {favorites.length > 0 && <ToolGrid id="home-favorites" title={t('home.favoriteTools')} list={favorites} />}
      {newest.length > 0 && <ToolGrid id="home-newest" title={t('home.newestTools')} list={newest} />}
      <ToolGrid id="home-all" title={t('home.allTools')} list={tools} />
    </Stack>
  );
}
