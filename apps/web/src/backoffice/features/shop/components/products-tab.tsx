import { Button, FileButton, Group, Image, Stack, Text } from '@mantine/core';
import { type AdminProduct, type AdminProductForm, formatBRL, toCents } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { errorText } from '../../../../lib/api-client';
import { CrudModal, useRowEditor } from '../../../components/crud/crud-modal';
import { ActiveText, type CrudColumn, CrudTable, RowAction } from '../../../components/crud/crud-table';
import { notifySuccess } from '../../../components/notify';
import { productsQuery, useProductImage, useSaveProduct } from '../api/shop';
import { ProductForm, productToForm } from './product-form';

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

const COLUMNS: CrudColumn<AdminProduct>[] = [
  {
    header: 'Imagem',
    cell: (p) =>
      p.imagem ? (
        <Image src={p.imagem} alt={p.nome} w={64} h={48} fit="cover" radius="sm" />
      ) : (
        <Text c="dimmed" size="sm">
          Sem imagem
        </Text>
      ),
  },
  { header: 'Nome', cell: (p) => p.nome },
  { header: 'Valor', cell: (p) => formatBRL(toCents(p.valor)), nowrap: true },
  { header: 'Complementares', cell: (p) => p.complementar },
  { header: 'Origem', cell: (p) => (p.formatura === null ? 'Catálogo' : 'Desta turma') },
  {
    header: 'Situação',
    cell: (p) => <ActiveText active={p.ativo} on="À venda" off="Inativo" />,
    nowrap: true,
  },
];

/** 'Produtos' (spec B §2.11, §3): image, price and complementary count; catalogue or a class's own. */
export function ProductsTab({ graduationId }: { graduationId: number | null }) {
  const query = useQuery(productsQuery(graduationId));
  const save = useSaveProduct();
  const { editing, edit, close, row } = useRowEditor<AdminProduct>(save);
  const rows = query.data ?? [];
  const submit = (form: AdminProductForm) =>
    save.mutate(
      { id: row?.id ?? null, form },
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
        <Button onClick={() => edit('new')}>Novo produto</Button>
      </Group>
      <CrudTable
        label="Produtos"
        minWidth={760}
        columns={COLUMNS}
        rows={rows}
        empty="Nenhum produto cadastrado."
        query={query}
        writeError={editing === null ? save.error : null}
        actions={(p) => (
          <Group gap="xs" wrap="nowrap" align="start">
            <RowAction onClick={() => edit(p)} hidden={p.nome}>
              Editar
            </RowAction>
            <ImageButton product={p} />
            <RowAction onClick={() => toggle(p)} hidden={p.nome}>
              {p.ativo ? 'Desativar' : 'Reativar'}
            </RowAction>
          </Group>
        )}
      />
      <CrudModal
        editing={editing}
        onClose={close}
        title={editing === 'new' ? 'Novo produto' : 'Editar produto'}
      >
        {(product) => (
          <ProductForm
            product={product}
            formatura={graduationId}
            nextOrder={rows.reduce((max, p) => Math.max(max, p.ordem + 1), 0)}
            onSave={submit}
            onCancel={close}
            saving={save.isPending}
            error={save.isError ? errorText(save.error) : null}
          />
        )}
      </CrudModal>
    </Stack>
  );
}
