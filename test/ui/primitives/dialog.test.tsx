import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog, Dialog } from '../../../src/ui/primitives/dialog';
import { Drawer } from '../../../src/ui/primitives/drawer';
import { ZoomImage } from '../../../src/ui/primitives/zoom-image';

function Opener({ drawer = false }: { drawer?: boolean }) {
  const [open, setOpen] = useState(false);
  const Surface = drawer ? Drawer : Dialog;
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Surface open={open} onClose={() => setOpen(false)} title="Details">
        <input aria-label="Name" />
        <button type="button">Save</button>
      </Surface>
    </>
  );
}

describe.each([
  ['Dialog', false],
  ['Drawer', true],
])('%s focus rules', (_name, drawer) => {
  it('is a labelled modal dialog that takes focus, traps Tab, closes on Escape and returns focus', async () => {
    render(<Opener drawer={drawer} />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await userEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Details' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    // Rendered in a portal, outside the opener's tree.
    expect(dialog.closest('body > div')?.contains(opener)).toBe(false);

    const close = screen.getByRole('button', { name: 'Close' });
    expect(document.activeElement).toBe(close);
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Name' }));
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Save' }));
    await userEvent.tab();
    expect(document.activeElement).toBe(close);
    await userEvent.tab({ shift: true });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Save' }));

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(opener);
  });
});

describe('ConfirmDialog', () => {
  it("focuses 'Continue'; Continue confirms and Escape cancels", async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    const { rerender } = render(
      <ConfirmDialog open title="Replace cart?" message="Sure?" onConfirm={onConfirm} onCancel={onCancel} />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Replace cart?' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Continue' }));
    expect(dialog.textContent).toContain('Sure?');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(1);
    rerender(<ConfirmDialog open={false} title="Replace cart?" message="Sure?" onConfirm={onConfirm} onCancel={onCancel} />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('Escape in a dialog opened over another dialog closes only the top one, and focus goes back into the first', async () => {
    const outerClose = vi.fn();
    function Nested() {
      const [inner, setInner] = useState(false);
      return (
        <Dialog open onClose={outerClose} title="Outer">
          <button type="button" onClick={() => setInner(true)}>
            Ask
          </button>
          <ConfirmDialog open={inner} title="Inner" message="?" onConfirm={() => setInner(false)} onCancel={() => setInner(false)} />
        </Dialog>
      );
    }
    render(<Nested />);
    await userEvent.click(await screen.findByRole('button', { name: 'Ask' }));
    await screen.findByRole('dialog', { name: 'Inner' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Inner' })).toBeNull());
    expect(outerClose).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Ask' }));
  });
});

describe('ZoomImage', () => {
  it('opens the large image in a dialog from the keyboard', async () => {
    render(<ZoomImage src="/small.png" largeSrc="/large.png" alt="Mini Box" />);
    screen.getByRole('button', { name: 'Zoom Mini Box' }).focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Mini Box' });
    // Through the image service (001 §7 §9), sized for the dialog.
    expect(dialog.querySelector('img')?.getAttribute('src')).toBe('/_next/image?url=%2Flarge.png&w=1080&q=75');
    expect(dialog.querySelector('img')?.getAttribute('srcset')).toContain('url=%2Flarge.png&w=3840&q=75 3840w');
  });
});
