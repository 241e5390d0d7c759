import { Alert, Button, Group, Input, SegmentedControl, Stack, Text } from '@mantine/core';
import { DateTimePicker } from '@mantine/dates';
import { RichTextEditor } from '@mantine/tiptap';
import { backofficeMessages, type NoticeRow, noticeFormSchema } from '@portal/domain';
import Link from '@tiptap/extension-link';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import dayjs from 'dayjs';
import { useState } from 'react';
import { errorText } from '../../../../lib/api-client';
import { CALENDAR_LABELS } from '../../../theme';
import { usePreviewNotice, useSaveNotice } from '../api/notices';
import { NoticePreview } from './notice-preview';
import { NoticeStudentSelect } from './notice-student-select';

/** The toolbar's names, in pt-BR. */
const LABELS = {
  boldControlLabel: 'Negrito',
  italicControlLabel: 'Itálico',
  underlineControlLabel: 'Sublinhado',
  strikeControlLabel: 'Tachado',
  clearFormattingControlLabel: 'Limpar formatação',
  linkControlLabel: 'Link',
  unlinkControlLabel: 'Remover link',
  bulletListControlLabel: 'Lista com marcadores',
  orderedListControlLabel: 'Lista numerada',
  h3ControlLabel: 'Título',
  h4ControlLabel: 'Subtítulo',
  blockquoteControlLabel: 'Citação',
  hrControlLabel: 'Linha horizontal',
  undoControlLabel: 'Desfazer',
  redoControlLabel: 'Refazer',
  linkEditorInputLabel: 'Endereço do link',
  linkEditorInputPlaceholder: 'https://exemplo.com.br',
  linkEditorExternalLink: 'Abrir em nova aba',
  linkEditorInternalLink: 'Abrir na mesma aba',
  linkEditorSave: 'Salvar',
};

/** DateTimePicker's 'YYYY-MM-DD HH:mm:ss', in the browser's time zone, as an ISO instant. */
const toIso = (local: string) => dayjs(local).toISOString();

/**
 * Writing a notice (decision 38): rich text (only what the notice allow-list keeps: headings 3–4, lists, links,
 * emphasis), for the class or one student, published now or at a date and time; the preview is the HTML the
 * API will keep, shown the way the home shows it.
 */
export function NoticeEditor({
  graduationId,
  notice,
  onDone,
}: {
  graduationId: number;
  notice: NoticeRow | null;
  onDone: () => void;
}) {
  const save = useSaveNotice(graduationId);
  const preview = usePreviewNotice();
  const [html, setHtml] = useState(notice?.html ?? '');
  const [audience, setAudience] = useState<'class' | 'student'>(notice?.studentId ? 'student' : 'class');
  const [studentId, setStudentId] = useState<number | null>(notice?.studentId ?? null);
  const [when, setWhen] = useState<'now' | 'later'>('now');
  const [publishAt, setPublishAt] = useState<string | null>(
    notice ? dayjs(notice.publishedAt).format('YYYY-MM-DD HH:mm:ss') : null,
  );
  const [problem, setProblem] = useState<string | null>(null);
  const editor = useEditor({
    extensions: [
      StarterKit.configure({ heading: { levels: [3, 4] }, link: false, code: false, codeBlock: false }),
      Link.configure({ openOnClick: false }),
    ],
    content: notice?.html ?? '',
    // The editable area itself is the field assistive technology reaches: a named multi-line textbox.
    editorProps: {
      attributes: { role: 'textbox', 'aria-multiline': 'true', 'aria-label': 'Texto do aviso' },
    },
    onUpdate: ({ editor: e }) => setHtml(e.getHTML()),
  });

  const submit = () => {
    const parsed = noticeFormSchema.safeParse({
      html,
      studentId: audience === 'student' ? studentId : null,
      // 'Agora' for a new notice; an edited one keeps its date unless rescheduled.
      publishedAt: when === 'later' && publishAt ? toIso(publishAt) : (notice?.publishedAt ?? null),
    });
    if (!parsed.success) return setProblem(parsed.error.issues[0]?.message ?? backofficeMessages.noticeEmpty);
    if (audience === 'student' && studentId === null)
      return setProblem('Escolha o formando do aviso pessoal.');
    if (when === 'later' && !publishAt) return setProblem('Escolha a data e a hora da publicação.');
    setProblem(null);
    save.mutate({ id: notice?.id ?? null, form: parsed.data }, { onSuccess: onDone });
  };

  return (
    <Stack>
      <Input.Wrapper label="Texto do aviso" required>
        <RichTextEditor editor={editor} labels={LABELS}>
          <RichTextEditor.Toolbar>
            <RichTextEditor.ControlsGroup>
              <RichTextEditor.Bold />
              <RichTextEditor.Italic />
              <RichTextEditor.Underline />
              <RichTextEditor.Strikethrough />
              <RichTextEditor.ClearFormatting />
            </RichTextEditor.ControlsGroup>
            <RichTextEditor.ControlsGroup>
              <RichTextEditor.H3 />
              <RichTextEditor.H4 />
              <RichTextEditor.BulletList />
              <RichTextEditor.OrderedList />
              <RichTextEditor.Blockquote />
              <RichTextEditor.Hr />
            </RichTextEditor.ControlsGroup>
            <RichTextEditor.ControlsGroup>
              <RichTextEditor.Link />
              <RichTextEditor.Unlink />
            </RichTextEditor.ControlsGroup>
            <RichTextEditor.ControlsGroup>
              <RichTextEditor.Undo />
              <RichTextEditor.Redo />
            </RichTextEditor.ControlsGroup>
          </RichTextEditor.Toolbar>
          <RichTextEditor.Content />
        </RichTextEditor>
      </Input.Wrapper>
      <Group align="start" gap="xl">
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            Para quem
          </Text>
          <SegmentedControl
            aria-label="Para quem"
            value={audience}
            onChange={(value) => setAudience(value as 'class' | 'student')}
            data={[
              { value: 'class', label: 'Turma toda' },
              { value: 'student', label: 'Um formando' },
            ]}
          />
        </Stack>
        {audience === 'student' && (
          <NoticeStudentSelect
            graduationId={graduationId}
            value={studentId}
            initialName={notice?.studentName ?? null}
            onChange={setStudentId}
          />
        )}
      </Group>
      <Group align="start" gap="xl">
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            Publicação
          </Text>
          <SegmentedControl
            aria-label="Publicação"
            value={when}
            onChange={(value) => setWhen(value as 'now' | 'later')}
            data={[
              { value: 'now', label: notice ? 'Manter a data' : 'Agora' },
              { value: 'later', label: 'Agendar' },
            ]}
          />
        </Stack>
        {when === 'later' && (
          <DateTimePicker
            label="Publicar em"
            description="Horário deste computador."
            valueFormat="DD/MM/YYYY HH:mm"
            placeholder="dd/mm/aaaa hh:mm"
            value={publishAt}
            onChange={setPublishAt}
            minDate={dayjs().format('YYYY-MM-DD')}
            clearable
            clearButtonProps={{ 'aria-label': 'Limpar a data de publicação' }}
            ariaLabels={CALENDAR_LABELS}
          />
        )}
      </Group>
      {(problem || save.isError) && (
        <Alert color="red" role="alert">
          {problem ?? errorText(save.error)}
        </Alert>
      )}
      <Group>
        <Button onClick={submit} loading={save.isPending}>
          {notice ? 'Salvar aviso' : 'Publicar aviso'}
        </Button>
        <Button variant="default" onClick={() => preview.mutate(html)} loading={preview.isPending}>
          Ver prévia
        </Button>
        <Button variant="subtle" onClick={onDone}>
          Cancelar
        </Button>
      </Group>
      {preview.isError && (
        <Alert color="red" role="alert">
          {errorText(preview.error)}
        </Alert>
      )}
      {preview.data && <NoticePreview html={preview.data.html} at={new Date().toISOString()} />}
    </Stack>
  );
}
