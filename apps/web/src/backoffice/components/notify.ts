import { notifications } from '@mantine/notifications';

/** A short confirmation in the corner ('Alterações salvas.'), with a named close button. */
export function notifySuccess(message: string): void {
  notifications.show({ color: 'teal.9', message, closeButtonProps: { 'aria-label': 'Fechar aviso' } });
}
