import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StoreModules } from '../../../src/ui/feedback/store-modules';
import { renderWithServices } from '../shell/render-with-services';

describe("A store's modules on the retailer shop (001 §3 Store modules)", () => {
  it('shows the active ones by type and leaves out the switched-off and the unknown', () => {
    const { container } = renderWithServices(
      <StoreModules modules={[
        { id: 'm1', type: 'announcement', settings: { text: 'Orders placed by Thursday ship Monday.' }, status: true },
        { id: 'm2', type: 'banner', settings: { title: 'New: Treat Sampler Case', text: 'Twelve bags.', link: '/retailers', linkLabel: 'About wholesale' }, status: true },
        { id: 'm3', type: 'contact', settings: { email: 'wholesale@pawprint.test', phone: '+1 512 555 0199' }, status: true },
        { id: 'm4', type: 'announcement', settings: { text: 'Closed for the holidays.' }, status: false },
        { id: 'm5', type: 'loyalty_points', settings: { rate: 2 }, status: true },
        { id: 'm6', type: 'minimum_order', settings: { amount: 20000 }, status: true },
      ]} />,
      [],
    );
    expect(screen.getByText('Orders placed by Thursday ship Monday.')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'New: Treat Sampler Case' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'About wholesale' }).getAttribute('href')).toBe('/retailers');
    expect(screen.getByRole('link', { name: 'wholesale@pawprint.test' }).getAttribute('href')).toBe('mailto:wholesale@pawprint.test');
    expect(screen.getByRole('link', { name: '+1 512 555 0199' }).getAttribute('href')).toBe('tel:+15125550199');
    expect(screen.queryByText('Closed for the holidays.')).toBeNull();
    expect(container.querySelectorAll('.store-module')).toHaveLength(3);
  });

  it('renders nothing without modules it can show', () => {
    const { container } = renderWithServices(<StoreModules modules={[{ id: 'x', type: 'loyalty_points', status: true }]} />, []);
    expect(container.querySelector('.store-modules')).toBeNull();
  });
});
