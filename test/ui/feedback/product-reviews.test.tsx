import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { UserSession } from '../../../src/application/session/user-session';
import { ProductReviews } from '../../../src/ports/product-reviews';
import { ProductReviewsSection } from '../../../src/ui/feedback/product-reviews';
import { FakeProductReviews, type FakeReviewRecord } from '../../fakes/fake-shop-feedback';
import { FakeUserSession } from '../../fakes/fake-user-session';
import { renderWithServices } from '../shell/render-with-services';

const review = (n: number, rating: number, over: Partial<FakeReviewRecord> = {}): FakeReviewRecord => ({
  id: `rv-${n}`, product: 'p-chew', user: `u-${n}`, status: 'published', body: `Chew review number ${n}`, rating,
  createdAt: `2026-01-${String(10 + n).padStart(2, '0')}T00:00:00Z`, first_name: `Owner${n}`, last_name: 'Smith', verify: n % 2 === 0, ...over,
});

function renderReviews(records: FakeReviewRecord[], session = FakeUserSession.guest()) {
  const reviews = new FakeProductReviews(records);
  renderWithServices(<ProductReviewsSection product="p-chew" />, [[ProductReviews, reviews], [UserSession, session]], '/product/p-chew');
  return reviews;
}

describe("A product page's reviews (reviews, averageRating, reviewsCount, review)", { timeout: 20_000 }, () => {
  it('shows the average and count, five reviews at a time, newest first or highest rated first', async () => {
    const user = userEvent.setup();
    const reviews = renderReviews([review(1, 5), review(2, 3), review(3, 4), review(4, 5), review(5, 2), review(6, 4), review(7, 1, { status: 'pending' })]);
    const section = screen.getByRole('region', { name: 'Reviews' });
    expect(await within(section).findByText('3.8 out of 5 · 6 reviews')).toBeTruthy();
    expect(within(section).getByRole('img', { name: 'Rated 3.8 out of 5' })).toBeTruthy();
    const list = await within(section).findByRole('list', { name: 'Reviews' });
    expect(within(list).getAllByRole('listitem').map((li) => li.textContent)).toEqual(expect.arrayContaining([expect.stringContaining('Chew review number 6')]));
    expect(within(list).getAllByRole('listitem')).toHaveLength(5);
    expect(within(list).getAllByRole('listitem')[0].textContent).toContain('Owner6 S.');
    await user.click(within(section).getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(within(section).getAllByRole('listitem')).toHaveLength(6));
    expect(within(section).queryByText('Chew review number 7')).toBeNull();
    await user.selectOptions(within(section).getByLabelText('Sort reviews'), 'Highest rated first');
    await waitFor(() => expect(within(within(section).getAllByRole('listitem')[0]).getByRole('img').getAttribute('aria-label')).toBe('Rated 5.0 out of 5'));
    expect(within(section).getAllByRole('listitem').map((li) => within(li).getByRole('img').getAttribute('aria-label'))).toEqual(['Rated 5.0 out of 5', 'Rated 5.0 out of 5', 'Rated 4.0 out of 5', 'Rated 4.0 out of 5', 'Rated 3.0 out of 5']);
    expect(reviews.asked.at(-1)).toMatchObject({ product: 'p-chew', order: 'highest', offset: 0 });
  });

  it('a guest is offered to sign in and come back to write a review', async () => {
    renderReviews([review(1, 5)]);
    const link = await screen.findByRole('link', { name: 'Bought this? Sign in to write a review' });
    expect(link.getAttribute('href')).toBe(`/login?redirect=${encodeURIComponent('/dashboard/reviews?product=p-chew')}`);
  });

  it('a signed-in customer writes one from the dashboard, or sees that theirs waits for approval', async () => {
    renderReviews([review(1, 5)], FakeUserSession.signedIn());
    expect((await screen.findByRole('link', { name: 'Write a review' })).getAttribute('href')).toBe('/dashboard/reviews?product=p-chew');
  });

  it('a customer who wrote one is told so', async () => {
    const session = FakeUserSession.signedIn();
    const reviews = new FakeProductReviews([review(1, 5), review(2, 4, { status: 'pending', user: 'me' })]);
    reviews.user = 'me';
    renderWithServices(<ProductReviewsSection product="p-chew" />, [[ProductReviews, reviews], [UserSession, session]], '/product/p-chew');
    expect(await screen.findByText('You reviewed this product; it shows here once approved.')).toBeTruthy();
  });

  it('with none yet it says so', async () => {
    renderReviews([]);
    expect(await screen.findByText('No reviews yet')).toBeTruthy();
    expect(screen.queryByLabelText('Sort reviews')).toBeNull();
  });

  it("a failed load shows the server's message and tries again", async () => {
    const user = userEvent.setup();
    const reviews = new FakeProductReviews([review(1, 4)]);
    reviews.failWith = 'Service unavailable';
    renderWithServices(<ProductReviewsSection product="p-chew" />, [[ProductReviews, reviews], [UserSession, FakeUserSession.guest()]], '/product/p-chew');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain("We couldn't load the rating. Service unavailable");
    reviews.failWith = null;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('4.0 out of 5 · 1 review')).toBeTruthy();
  });
});
