import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { AlertBar } from '../../../src/ui/primitives/alert-bar';
import { FloatingInput } from '../../../src/ui/primitives/floating-input';
import { QuantityStepper } from '../../../src/ui/primitives/quantity-stepper';
import { LoadingOverlay, Spinner } from '../../../src/ui/primitives/spinner';

function Stepper({ initial = 1, min = 0, max = 3 }: { initial?: number; min?: number; max?: number }) {
  const [value, setValue] = useState(initial);
  return <QuantityStepper label="Quantity for Mini Box" value={value} min={min} max={max} onChange={setValue} />;
}

describe('Quantity stepper (general) (000 §5)', () => {
  it("clamps to the maximum and says 'You have reached the maximum quantity for this product.'", async () => {
    render(<Stepper initial={2} max={3} />);
    const input = screen.getByRole('textbox', { name: 'Quantity for Mini Box' }) as HTMLInputElement;
    await userEvent.click(screen.getByRole('button', { name: 'Increase quantity for Mini Box' }));
    expect(input.value).toBe('3');
    expect(screen.getByRole('status').textContent).toBe('');
    await userEvent.click(screen.getByRole('button', { name: 'Increase quantity for Mini Box' }));
    expect(input.value).toBe('3');
    expect(screen.getByRole('status').textContent).toBe('You have reached the maximum quantity for this product.');
    await userEvent.click(screen.getByRole('button', { name: 'Decrease quantity for Mini Box' }));
    expect(input.value).toBe('2');
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('a typed number over the maximum is clamped; a typed negative becomes 0', async () => {
    render(<Stepper initial={2} max={99} />);
    const input = screen.getByRole('textbox', { name: 'Quantity for Mini Box' }) as HTMLInputElement;
    await userEvent.clear(input);
    await userEvent.type(input, '150{Enter}');
    expect(input.value).toBe('99');
    expect(screen.getByRole('status').textContent).toBe('You have reached the maximum quantity for this product.');
    await userEvent.clear(input);
    await userEvent.type(input, '-4');
    await userEvent.tab();
    expect(input.value).toBe('0');
  });

  it('below the minimum clamps to the minimum', async () => {
    render(<Stepper initial={1} min={1} max={5} />);
    const input = screen.getByRole('textbox', { name: 'Quantity for Mini Box' }) as HTMLInputElement;
    expect((screen.getByRole('button', { name: 'Decrease quantity for Mini Box' }) as HTMLButtonElement).disabled).toBe(true);
    await userEvent.clear(input);
    await userEvent.type(input, '0{Enter}');
    expect(input.value).toBe('1');
  });
});

describe('FloatingInput', () => {
  it('has a real label, floats it when focused or filled, and describes its error', async () => {
    function Field() {
      const [value, setValue] = useState('');
      return <FloatingInput name="email" label="Email" value={value} onChange={setValue} error={value === 'x' ? 'Email is not valid' : null} />;
    }
    const { container } = render(<Field />);
    const input = screen.getByLabelText('Email');
    const wrapper = container.querySelector('.floating-input')!;
    expect(wrapper.className).not.toContain('raised');
    await userEvent.click(input);
    expect(wrapper.className).toContain('floating-input--raised');
    await userEvent.type(input, 'x');
    await waitFor(() => expect(input.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(input.getAttribute('aria-describedby')!)?.textContent).toBe('Email is not valid');
    await userEvent.tab();
    expect(wrapper.className).toContain('floating-input--raised');
  });
});

describe('Spinner, LoadingOverlay, AlertBar', () => {
  it('announce themselves', () => {
    render(
      <>
        <Spinner label="Loading cart" />
        <LoadingOverlay show={false} />
        <AlertBar tone="error">Card declined</AlertBar>
        <AlertBar tone="success">Saved</AlertBar>
      </>,
    );
    expect(screen.getByRole('alert').textContent).toBe('Card declined');
    expect(screen.getAllByRole('status').map((s) => s.textContent)).toEqual(['Loading cart', 'Saved']);
  });
});
