import Button from '@mui/material/Button';
import { ThemeProvider } from '@mui/material/styles';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { rtlTheme, theme } from './theme';

describe('buttons once their script runs', () => {
  it.each([
    ['left to right', theme],
    ['right to left', rtlTheme('Noto Sans Arabic')],
  ])('draw no ripple on a press (%s): the press shade is CSS alone', async (_, pageTheme) => {
    const { container } = render(
      <ThemeProvider theme={pageTheme}>
        <Button>Book a Security Assessment</Button>
      </ThemeProvider>,
    );
    const button = screen.getByRole('button', { name: 'Book a Security Assessment' });
    await act(async () => {
      fireEvent.mouseDown(button);
      fireEvent.focus(button);
    });
    expect(container.querySelector('.MuiTouchRipple-root')).toBeNull();
    fireEvent.mouseUp(button);
  });
});
