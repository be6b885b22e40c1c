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
    const name = screen.getByRole('textbox', { name: 'Name' });
    // A dialog opens on its first field; the drawer (a panel to look at) on its close button.
    if (drawer) {
      expect(document.activeElement).toBe(close);
      await userEvent.tab();
    }
    expect(document.activeElement).toBe(name);
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

describe('A dialog that gives way to a drawer (the add that opens the cart)', () => {
  it('hands focus straight to the drawer, never to the page behind, and the drawer returns it to the opener', async () => {
    function AddThenCart() {
      const [surface, setSurface] = useState<'none' | 'dialog' | 'drawer'>('none');
      return (
        <>
          <button type="button" onClick={() => setSurface('dialog')}>
            Add to Cart
          </button>
          <Dialog open={surface === 'dialog'} onClose={() => setSurface('none')} title="Meatballs">
            <button type="button" onClick={() => setSurface('drawer')}>
              Confirm
            </button>
          </Dialog>
          <Drawer open={surface === 'drawer'} onClose={() => setSurface('none')} title="YOUR CART">
            <p>Meatballs</p>
          </Drawer>
        </>
      );
    }
    render(<AddThenCart />);
    const opener = screen.getByRole('button', { name: 'Add to Cart' });
    await userEvent.click(opener);
    const focusedOpener = vi.fn();
    opener.addEventListener('focus', focusedOpener);
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    const drawer = await screen.findByRole('dialog', { name: 'YOUR CART' });
    await Promise.resolve();
    expect(drawer.contains(document.activeElement)).toBe(true);
    expect(focusedOpener).not.toHaveBeenCalled();

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
