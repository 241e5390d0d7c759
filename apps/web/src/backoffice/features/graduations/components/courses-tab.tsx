import { ActionIcon, Alert, Button, Group, Stack, Table, Text, TextInput } from '@mantine/core';
import type { Graduation } from '@portal/domain';
import { useState } from 'react';
import { errorText } from '../../../../lib/api-client';
import { ArchiveActions } from '../../../components/archive-actions';
import { ArchivedBadge } from '../../../components/archived-badge';
import { AddNameForm } from '../../../components/crud/add-name-form';
import { useCreateCourse, useRenameCourse } from '../api/courses';

/** One course: its name, renamed in place. */
function CourseRow({
  graduationId,
  course,
}: {
  graduationId: number;
  course: { id: number; name: string; archived?: boolean };
}) {
  const rename = useRenameCourse(graduationId);
  const [editing, setEditing] = useState<string | null>(null);
  if (editing === null) {
    return (
      <Table.Tr>
        <Table.Td>
          <Group gap="xs">
            {course.name}
            <ArchivedBadge archived={course.archived} />
          </Group>
        </Table.Td>
        <Table.Td>
          <Group gap={4} wrap="nowrap">
            <Button variant="subtle" size="compact-sm" onClick={() => setEditing(course.name)}>
              Renomear <span className="visually-hidden">{course.name}</span>
            </Button>
            {/* An archived course is not offered on the self-registration form (decision 124). */}
            <ArchiveActions
              path={`/admin/cursos/${course.id}`}
              name={`o curso ${course.name}`}
              archived={course.archived ?? false}
            />
          </Group>
        </Table.Td>
      </Table.Tr>
    );
  }
  return (
    <Table.Tr>
      <Table.Td colSpan={2}>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            rename.mutate({ id: course.id, name: editing.trim() }, { onSuccess: () => setEditing(null) });
          }}
        >
          <Group align="start">
            <TextInput
              aria-label={`Novo nome de ${course.name}`}
              value={editing}
              onChange={(event) => setEditing(event.currentTarget.value)}
              error={rename.isError ? errorText(rename.error) : undefined}
              data-autofocus
            />
            <Button type="submit" loading={rename.isPending}>
              Salvar
            </Button>
            <ActionIcon variant="subtle" aria-label="Cancelar" onClick={() => setEditing(null)} size="lg">
              ✕
            </ActionIcon>
          </Group>
        </form>
      </Table.Td>
    </Table.Tr>
  );
}

/** 'Cursos': the courses a student of this graduation picks from when registering (spec B §2.6). */
export function CoursesTab({ graduation }: { graduation: Graduation }) {
  const create = useCreateCourse(graduation.id);
  return (
    <Stack maw={640}>
      {graduation.courses.length === 0 ? (
        <Alert color="yellow">
          Sem cursos, ninguém consegue se cadastrar nesta formatura: cadastre ao menos um.
        </Alert>
      ) : (
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Curso</Table.Th>
              <Table.Th aria-label="Ações" />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {graduation.courses.map((course) => (
              <CourseRow key={course.id} graduationId={graduation.id} course={course} />
            ))}
          </Table.Tbody>
        </Table>
      )}
      <AddNameForm
        label="Novo curso"
        submit="Adicionar curso"
        add={(name, done) => create.mutate(name, { onSuccess: done })}
        pending={create.isPending}
        error={create.error}
      />
      <Text size="sm" c="dimmed">
        Os polos são da instituição ({graduation.institution}): cadastre-os em Formaturas → Instituições e
        polos.
      </Text>
    </Stack>
  );
}
