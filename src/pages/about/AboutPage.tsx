import { Anchor, List, Stack, Text, Title } from '@mantine/core';
import { Trans, useTranslation } from 'react-i18next';
import { config } from '../../modules/config/config';
import notices from './third-party-notices.json';

/** An LGPL module loaded separately, with the notice its licence asks us to show (scripts/licenses.mjs checks the list). */
interface LgplModule {
  package: string;
  licence: string;
  notice: string;
  source: string;
}

const lgplModules: readonly LgplModule[] = notices.lgplModules as LgplModule[];

function External({ href, children }: { href: string; children?: React.ReactNode }) {
  return (
    <Anchor href={href} target="_blank" rel="noopener noreferrer" td="underline">
      {children}
    </Anchor>
  );
}

export function AboutPage() {
  const { t } = useTranslation();
  return (
    <Stack maw={760} mx="auto" gap="md">
      <Title order={1}>{t('about.heading')}</Title>
      <Text>{t('about.intro')}</Text>
      <Text>{t('about.private')}</Text>
      <Text>{t('about.openSource')}</Text>
      <Text>
        <Trans
          i18nKey="about.contribute"
          components={{
            repo: <External href={config.links.repository} />,
            issues: <External href={config.links.issues} />,
            social: <External href={config.links.social} />,
            donate: <External href={config.links.donate} />,
          }}
        />
      </Text>
      <Title order={2} size="h3" mt="sm">
        {t('about.licences.heading')}
      </Title>
      <Text>{t('about.licences.body')}</Text>
      {lgplModules.length === 0 ? (
        <Text>{t('about.licences.none')}</Text>
      ) : (
        <>
          <Text>{t('about.licences.lgplIntro')}</Text>
          <List>
            {lgplModules.map((module) => (
              <List.Item key={module.package}>
                {module.package} ({module.licence}): {module.notice} <External href={module.source}>{t('about.licences.source')}</External>
              </List.Item>
            ))}
          </List>
        </>
      )}
      <Text>
        <Trans
          i18nKey="about.licences.list"
          components={{
            list: <Anchor href={`${import.meta.env.BASE_URL}licenses.json`} td="underline" />,
          }}
        />
      </Text>
    </Stack>
  );
}
