import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { PhoneNumbers } from '../../../src/ports/phone-numbers';
import { PhoneInput } from '../../../src/ui/cart/phone-input';
import { buildFakePorts } from '../../support/fake-ports';
import { renderWithServices } from '../shell/render-with-services';

function Field({ told }: { told: string[] }) {
  const [value, setValue] = useState('');
  return <PhoneInput label="Phone" value={value} onChange={(next) => { told.push(next); setValue(next); }} />;
}

describe('Phone input', () => {
  it('keeps the digits typed when another country is chosen, under the new calling code, and goes on from there', async () => {
    const told: string[] = [];
    renderWithServices(<Field told={told} />, [[PhoneNumbers, buildFakePorts().phoneNumbers]]);
    const number = await screen.findByLabelText('Phone');
    await userEvent.type(number, '7400');
    expect(told.at(-1)).toBe('+17400');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Phone country' }), 'GB');
    expect(told.at(-1)).toBe('+447400');
    expect(screen.getByText('+44')).toBeTruthy();
    await userEvent.type(number, '123456');
    expect(told.at(-1)).toBe('+447400123456');
    expect((number as HTMLInputElement).value).toBe('7400 123456');
    // Back to the first country: the same digits under its code.
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Phone country' }), 'US');
    expect(told.at(-1)).toBe('+17400123456');
  });
});
