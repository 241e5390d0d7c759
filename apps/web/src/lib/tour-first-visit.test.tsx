import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useGuidedTour } from './tour';

afterEach(() => {
  cleanup();
  localStorage.clear();
  document.body.innerHTML = '';
});

const popover = () => document.querySelector<HTMLElement>('.driver-popover');

function Screen() {
  useGuidedTour([{ title: 'Bem-vindo', description: 'Um' }], { firstVisitFlag: 'tour-teste', ready: true });
  return <img src="/foto.jpg" alt="Foto 1" width={100} height={100} />;
}

describe("decision 142: a first visit's tour waits for the images on screen", () => {
  it('decision 142: the tour opens after the image on screen has loaded, not beside it', async () => {
    const complete = vi.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(false);
    // The library already loaded: a tour started at once would show within the wait below.
    await Promise.all([import('driver.js'), import('driver.js/dist/driver.css')]);
    try {
      const { container } = render(<Screen />);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(popover()).toBeNull();
      container.querySelector('img')?.dispatchEvent(new Event('load'));
      await vi.waitFor(() => expect(popover()?.textContent).toContain('Bem-vindo'));
    } finally {
      complete.mockRestore();
    }
  });
});
