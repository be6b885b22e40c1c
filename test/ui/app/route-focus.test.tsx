import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Link, MemoryRouter, Route, Routes } from 'react-router';
import { RouteFocus } from '../../../src/ui/app/route-focus';

/** A page whose heading shows a moment after the route changed, as a page that waits for its data does (the page's time, not the test's). */
function SlowPage() {
  const [ready, setReady] = useState(false);
  useEffect(() => void setTimeout(() => setReady(true), 50), []);
  return ready ? <h1>Orders</h1> : <p>Loading your orders</p>;
}

function Shell() {
  return (
    <main id="main" tabIndex={-1}>
      <RouteFocus />
      <Routes>
        <Route path="/" element={<><h1>Home</h1><Link to="/orders">Orders page</Link><Link to="/search">Search page</Link></>} />
        <Route path="/orders" element={<SlowPage />} />
        <Route path="/search" element={<><h1>Search</h1><input aria-label="Search" autoFocus /></>} />
      </Routes>
    </main>
  );
}

describe('focus after a route change', () => {
  it('goes to the new page\'s heading once it shows, not to <body>', async () => {
    render(<MemoryRouter><Shell /></MemoryRouter>);
    expect(document.activeElement).toBe(document.body);
    await userEvent.click(screen.getByRole('link', { name: 'Orders page' }));
    const heading = await screen.findByRole('heading', { name: 'Orders' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
  });

  it('leaves focus where the new page put it', async () => {
    render(<MemoryRouter><Shell /></MemoryRouter>);
    await userEvent.click(screen.getByRole('link', { name: 'Search page' }));
    await screen.findByRole('heading', { name: 'Search' });
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Search' }));
  });
});
