import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Notifications } from '../../../src/ports/notifications';
import { ToastRegion } from '../../../src/ui/shell/toast-region';
import { FakeNotifications } from '../../fakes/fake-notifications';
import { Link } from 'react-router';
import { currentLocation, renderWithServices } from './render-with-services';

describe('001 §2 toasts bottom-right', () => {
  it('announces progress politely, replaces it by id, and puts errors in an alert', async () => {
    const notifications = new FakeNotifications();
    renderWithServices(<ToastRegion />, [[Notifications, notifications]]);
    const polite = screen.getByRole('status');
    expect(polite.getAttribute('aria-live')).toBe('polite');
    let id = '';
    act(() => void (id = notifications.loading('Adding item to cart...')));
    expect(within(polite).getByText('Adding item to cart...')).toBeTruthy();
    act(() => void notifications.success('Item added successfully!', id));
    expect(within(polite).queryByText('Adding item to cart...')).toBeNull();
    expect(within(polite).getByText('Item added successfully!')).toBeTruthy();
    act(() => void notifications.error('Cart is empty'));
    expect(within(screen.getByRole('alert')).getByText('Cart is empty')).toBeTruthy();
    await userEvent.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Dismiss notification' }));
    expect(screen.queryByText('Cart is empty')).toBeNull();
  });

  it('moving to another page takes the last page\'s toasts away; work still in progress stays', async () => {
    const notifications = new FakeNotifications();
    renderWithServices(<><Link to="/checkout">Checkout</Link><ToastRegion /></>, [[Notifications, notifications]], '/');
    act(() => {
      notifications.success('Item added successfully!');
      notifications.error('Cart is empty');
      notifications.loading('Calculating wallet discount...');
    });
    await userEvent.click(screen.getByRole('link', { name: 'Checkout' }));
    expect(currentLocation().pathname).toBe('/checkout');
    expect(screen.queryByText('Item added successfully!')).toBeNull();
    expect(screen.queryByText('Cart is empty')).toBeNull();
    expect(screen.getByText('Calculating wallet discount...')).toBeTruthy();
  });

  it('news raised for the next page is shown there, and goes with the page after it', async () => {
    const notifications = new FakeNotifications();
    renderWithServices(<><Link to="/dashboard">Dashboard</Link><Link to="/orders">Orders</Link><ToastRegion /></>, [[Notifications, notifications]], '/gift/redeem');
    act(() => notifications.carryToNextPage(notifications.success('Your gift is in your wallet.')));
    await userEvent.click(screen.getByRole('link', { name: 'Dashboard' }));
    expect(currentLocation().pathname).toBe('/dashboard');
    expect(within(screen.getByRole('status')).getByText('Your gift is in your wallet.')).toBeTruthy();
    await userEvent.click(screen.getByRole('link', { name: 'Orders' }));
    expect(screen.queryByText('Your gift is in your wallet.')).toBeNull();
  });
});
