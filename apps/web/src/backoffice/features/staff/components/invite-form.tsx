import { Button, Group, TextInput } from '@mantine/core';
import { staffInviteSchema } from '@portal/domain';
import { useState } from 'react';
import { FormError } from '../../../components/form-error';
import { notifySuccess } from '../../../components/notify';
import { useInviteAdmin } from '../api/staff';

/** 'Convidar administrador': a name and an e-mail; the invitation e-mail carries the link to a password. */
export function InviteForm() {
  const invite = useInviteAdmin();
  const [values, setValues] = useState({ name: '', email: '' });
  const [problems, setProblems] = useState<{ name?: string; email?: string }>({});
  return (
    <form
      aria-label="Convidar administrador"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        // The same schema the API validates with (STYLE §4).
        const parsed = staffInviteSchema.safeParse(values);
        if (!parsed.success) {
          const issues = parsed.error.issues;
          setProblems({
            name: issues.find((i) => i.path[0] === 'name')?.message,
            email: issues.find((i) => i.path[0] === 'email')?.message,
          });
          return;
        }
        setProblems({});
        invite.mutate(parsed.data, {
          onSuccess: (answer) => {
            notifySuccess(answer.message);
            setValues({ name: '', email: '' });
          },
        });
      }}
    >
      <Group align="start">
        <TextInput
          label="Nome"
          value={values.name}
          onChange={(e) => setValues({ ...values, name: e.currentTarget.value })}
          error={problems.name}
          autoComplete="off"
        />
        <TextInput
          label="E-mail"
          type="email"
          value={values.email}
          onChange={(e) => setValues({ ...values, email: e.currentTarget.value })}
          error={problems.email}
          autoComplete="off"
        />
        <Button type="submit" mt={25} loading={invite.isPending}>
          Enviar convite
        </Button>
      </Group>
      <FormError error={invite.error} />
    </form>
  );
}
