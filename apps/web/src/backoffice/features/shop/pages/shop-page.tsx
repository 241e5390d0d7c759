import { Box, Button, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { APP_NAME } from '../../../../lib/config';
import { GraduationName, useGraduationParam } from '../../../components/graduation-param';
import { GraduationPicker } from '../../../components/graduation-picker';
import { MeasuresTab } from '../components/measures-tab';
import { ProductsTab } from '../components/products-tab';

/**
 * 'Loja' (decision 68): the measures and prices of the album (valores-fotos) and the products, for the
 * catalogue or one class.
 */
function ShopPage() {
  const [graduationId, setGraduationId] = useGraduationParam();
  return (
    <Stack>
      <title>{`Loja · Administração · ${APP_NAME}`}</title>
      <Title order={1}>Loja</Title>
      <Group align="end">
        {graduationId === null ? (
          <>
            <Text fw={600}>Catálogo (todas as turmas)</Text>
            <Box w={420} maw="100%">
              <GraduationPicker label="Ver os preços de uma formatura" onPick={setGraduationId} />
            </Box>
          </>
        ) : (
          <>
            <Text fw={600}>
              <GraduationName id={graduationId} />
            </Text>
            <Button variant="default" onClick={() => setGraduationId(null)}>
              Voltar ao catálogo
            </Button>
          </>
        )}
      </Group>
      <Tabs defaultValue="medidas" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="medidas">Medidas e preços</Tabs.Tab>
          <Tabs.Tab value="produtos">Produtos</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="medidas" pt="md">
          <MeasuresTab graduationId={graduationId} />
        </Tabs.Panel>
        <Tabs.Panel value="produtos" pt="md">
          <ProductsTab graduationId={graduationId} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}

export const Component = ShopPage;
