import { afterEach, describe, expect, it, vi } from 'vitest';
import { startTour } from './tour';

afterEach(() => {
  document.body.innerHTML = '';
});

const popover = () => document.querySelector<HTMLElement>('.driver-popover');

describe('guided tours (spec B §2.8, §2.9, §2.11)', () => {
  it('opens in pt-BR with its progress, and reports its closing once, by Escape', async () => {
    const onClose = vi.fn();
    document.body.innerHTML = '<div class="alvo">alvo</div>';
    await startTour(
      [
        { element: '.alvo', title: 'Primeiro', description: 'Um' },
        { title: 'Segundo', description: 'Dois' },
      ],
      { onClose },
    );
    await vi.waitFor(() => expect(popover()?.textContent).toContain('Primeiro'));
    expect(popover()?.textContent).toContain('1 de 2');
    expect(popover()?.querySelector('.driver-popover-close-btn')?.getAttribute('aria-label')).toBe('Fechar');
    window.dispatchEvent(new KeyboardEvent('keyup', { key: 'Escape' }));
    await vi.waitFor(() => expect(popover()).toBeNull());
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('leaves out an optional step whose element is not on the screen', async () => {
    const tour = await startTour([
      { element: '.ausente', optional: true, title: 'Ausente', description: 'x' },
      { title: 'Presente', description: 'y' },
    ]);
    await vi.waitFor(() => expect(popover()?.textContent).toContain('Presente'));
    expect(popover()?.textContent).toContain('1 de 1');
    tour.close();
    expect(popover()).toBeNull();
  });
});
