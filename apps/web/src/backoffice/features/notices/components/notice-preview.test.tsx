import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '../../../../test/render';
import { NoticePreview } from './notice-preview';

describe('decision 44: the notice preview shows what the home will show', () => {
  it('decision 38: the HTML passes the shared allow-list sanitiser, in the markup of the home notice list', () => {
    render(
      <NoticePreview
        at="2026-11-20T15:00:00.000Z"
        html={
          '<p onclick="x()"><strong>Prova de becas</strong></p><script>alert(1)</script><img src=x onerror=alert(1)><a href="javascript:alert(1)">link</a>'
        }
      />,
    );
    const list = screen.getByRole('list', { name: 'Prévia do aviso' });
    expect(list.querySelector('li.notice > time.notice-date')?.textContent).toBe('20/11/2026 12:00');
    const text = list.querySelector('.notice-text') as HTMLElement;
    // The script, the image and the unsafe address go; the link keeps its text without an href.
    expect(text.innerHTML).toBe('<p><strong>Prova de becas</strong></p><a>link</a>');
  });
});
