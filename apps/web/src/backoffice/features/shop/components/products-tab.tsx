import { Alert, Button, FileButton, Group, Image, Modal, Stack, Table, Text } from '@mantine/core';
import { type AdminProduct, type AdminProductForm, formatBRL, toCents } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { errorText } from '../../lib/api-client';
import { QueryError } from '../components/query-error';
import { notifySuccess } from '../notify';
import { ProductForm, productToForm } from './product-form';
import { productsQuery, useProductImage, useSaveProduct } from './shop-api';

/** The picture of a product, sent from the row; the API reduces it to one JPEG. */
function ImageButton({ product }: { product: AdminProduct }) {
  const upload = useProductImage();
  return (
    <Stack gap={4}>
      <FileButton
        accept="image/png,image/jpeg,image/webp"
        onChange={(file) =>
          file &&
          upload.mutate(
            { id: product.id, file },
            { onSuccess: () => notifySuccess('Imagem do produto salva.') },
          )
        }
      >
        {(props) => (
          <Button {...props} variant="subtle" size="compact-sm" loading={upload.isPending}>
            {product.imagem ? 'Trocar imagem' : 'Enviar imagem'}{' '}
            <span className="visually-hidden">de {product.nome}</span>
          </Button>
        )}
      </FileButton>
      {upload.isError && (
        <Text c="red" size="sm" role="alert">
          {errorText(upload.error)}
        </Text>
      )}
    </Stack>
  );
}

/** 'Produtos' (spec B §2.11, §3): image, price and complementary count; catalogue or a class's own. */
export function ProductsTab({ graduationId }: { graduationId: number | null }) {
  const query = useQuery(productsQuery(graduationId));
  const save = useSaveProduct();
  const [editing, setEditing] = useState<AdminProduct | 'new' | null>(null);
  const rows = query.data ?? [];
  const close = () => {
    setEditing(null);
    save.reset();
  };
  const submit = (form: AdminProductForm) =>
    save.mutate(
      { id: editing === 'new' || editing === null ? null : editing.id, form },
      {
        onSuccess: () => {
          notifySuccess('Produto salvo.');
          close();
        },
      },
    );
  const toggle = (p: AdminProduct) =>
    save.mutate(
      { id: p.id, form: { ...productToForm(p), ativo: !p.ativo } },
      { onSuccess: () => notifySuccess(p.ativo ? 'Produto desativado.' : 'Produto reativado.') },
    );

  return (
    <Stack>
      <Group justify="space-between">
        <Text>
          {graduationId === null
            ? 'Os produtos do catálogo estão à venda para todas as turmas.'
            : 'Os produtos do catálogo e os desta turma.'}
        </Text>
        <Button onClick={() => setEditing('new')}>Novo produto</Button>
      </Group>
      {query.isError && <QueryError error={query.error} onRetry={() => void query.refetch()} />}
      {save.isError && editing === null && (
        <Alert color="red" role="alert">
          {errorText(save.error)}
        </Alert>
      )}
      {query.isSuccess && rows.length === 0 ? (
        <Text c="dimmed">Nenhum produto cadastrado.</Text>
      ) : (
        <Table.ScrollContainer minWidth={760}>
          <Table striped aria-label="Produtos">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Imagem</Table.Th>
                <Table.Th>Nome</Table.Th>
                <Table.Th>Valor</Table.Th>
                <Table.Th>Complementares</Table.Th>
                <Table.Th>Origem</Table.Th>
                <Table.Th>Situação</Table.Th>
                <Table.Th>Ações</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((p) => (
                <Table.Tr key={p.id}>
                  <Table.Td>
                    {p.imagem ? (
                      <Image src={p.imagem} alt={p.nome} w={64} h={48} fit="cover" radius="sm" />
                    ) : (
                      <Text c="dimmed" size="sm">
                        Sem imagem
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>{p.nome}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatBRL(toCents(p.valor))}</Table.Td>
                  <Table.Td>{p.complementar}</Table.Td>
                  <Table.Td>{p.formatura === null ? 'Catálogo' : 'Desta turma'}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    <Text size="sm" fw={600} c={p.ativo ? 'teal.9' : 'dimmed'}>
                      {p.ativo ? 'À venda' : 'Inativo'}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap" align="start">
                      <Button variant="subtle" size="compact-sm" onClick={() => setEditing(p)}>
                        Editar <span className="visually-hidden">{p.nome}</span>
                      </Button>
                      <ImageButton product={p} />
                      <Button variant="subtle" size="compact-sm" onClick={() => toggle(p)}>
                        {p.ativo ? 'Desativar' : 'Reativar'} <span className="visually-hidden">{p.nome}</span>
                      </Button>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Modal
        opened={editing !== null}
        onClose={close}
        title={editing === 'new' ? 'Novo produto' : 'Editar produto'}
        size="lg"
      >
        {editing !== null && (
          <ProductForm
            product={editing === 'new' ? null : editing}
            formatura={graduationId}
            nextOrder={rows.reduce((max, p) => Math.max(max, p.ordem + 1), 0)}
            onSave={submit}
            onCancel={close}
            saving={save.isPending}
            error={save.isError ? errorText(save.error) : null}
          />
        )}
      </Modal>
    </Stack>
  );
}
