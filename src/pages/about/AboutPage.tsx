import { Anchor, Stack, Text, Title } from '@mantine/core';
import { Trans, useTranslation } from 'react-i18next';
import { config } from '../../modules/config/config';

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
    </Stack>
  );
}
