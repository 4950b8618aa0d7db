import { Button, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link, Route, Routes, useParams } from 'react-router';
import { DemoPage, GALLERY_PATH } from './DemoPage';
import { DEMOS } from './demos';

/** The gallery's index: one button per demo page, five to a row on wide screens. */
function GalleryIndex() {
  return (
    <Stack gap="lg" maw={1100} mx="auto" w="100%">
      <Stack gap={4}>
        <Title order={1}>Component gallery</Title>
        <Text c="dimmed">Every reusable component of src/ui, one demo page each. This page exists in development builds only.</Text>
      </Stack>
      <nav aria-label="Component demos">
        <SimpleGrid cols={{ base: 2, sm: 3, md: 5 }} spacing="sm" verticalSpacing="sm" data-testid="demo-grid">
          {DEMOS.map(({ name }) => (
            <Button key={name} component={Link} to={`${GALLERY_PATH}/${name}`} variant="light" fullWidth>
              {name}
            </Button>
          ))}
        </SimpleGrid>
      </nav>
    </Stack>
  );
}

function UnknownDemo() {
  const { demo = '' } = useParams();
  return (
    <DemoPage name="Unknown demo">
      <Text>
        There is no demo named <code>{demo}</code>.
      </Text>
    </DemoPage>
  );
}

/** `/c-lib/*`: the development-only component gallery (mounted by the router in dev builds only). */
export function ComponentGallery() {
  return (
    <Routes>
      <Route index element={<GalleryIndex />} />
      {DEMOS.map(({ name, Component }) => (
        <Route key={name} path={name} element={<Component />} />
      ))}
      <Route path=":demo" element={<UnknownDemo />} />
      <Route path="*" element={<UnknownDemo />} />
    </Routes>
  );
}
