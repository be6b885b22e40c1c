// Content pages of the menus' membership, friends and professionals groups (001 §2 Fixed menu and footer links).
import { contentPage, type ContentPageRecord } from './content-page-record';

const professional = (url: string, who: string, title: string, pitch: string): ContentPageRecord =>
  contentPage(url, title, `Pawprint for ${who}: wholesale boxes, referral rewards and materials for your clients.`, 'vet-visit', [
    ['Why ' + who + ' work with us', pitch, 'Every box is made from single-ingredient, human-grade treats and chews, so you can recommend it without reading a label twice.'],
    ['How it works', 'Apply once with your business details. Once approved you get a retailer or affiliate account, a personal referral link and printed materials for your front desk.', 'Orders from the retail store ship within two business days; the minimum order is $200.'],
    ['Get in touch', 'Write to support@pawprint.test or call +1 (512) 555-0100 and ask for the partner team.'],
  ]);

export const PROGRAMME_PAGES: ContentPageRecord[] = [
  contentPage('/consultations', 'Nutrition Consultations', 'Book a free nutrition consult with your account manager.', 'vet-visit', [
    ['Talk to someone who knows dogs', 'Members of the Wellness Membership can book a 20-minute video call with a Pawprint nutrition advisor every month.', 'We look at your dog’s age, weight, activity and allergies and suggest which treats and chews fit.'],
    ['How to book', 'Sign in, open Book a Nutrition Consult in your dashboard and pick a free time slot. You get a confirmation e-mail with the link to the call.'],
  ]),
  contentPage('/coin', 'Pawprint Coins', 'Earn coins with every order and spend them at checkout.', 'gift-box', [
    ['Earn', 'Every dollar you spend earns ten coins. Referring a friend who starts a box earns 1,000 coins once their first box ships.'],
    ['Spend', 'At checkout, tick “Use wallet balance” and your coins come off the total: 100 coins are worth $1.00.', 'Coins never expire while you have an active box.'],
  ]),
  contentPage('/referral', 'Refer a Friend', 'Give a friend their first box for less and earn coins when it ships.', 'happy-dog', [
    ['Share your link', 'Your personal referral link is in your dashboard. Friends who open it see your name and get their welcome offer automatically.'],
    ['What you both get', 'Your friend gets a free bag of Meatballs with the first box. You get 1,000 coins when that box ships.'],
  ]),
  contentPage('/deals', 'Deals', 'This month’s offers on boxes, chews and the membership.', 'gift-box', [
    ['Current offers', 'First Month Free on the Wellness Membership when you start any box.', 'A free bag of Meatballs with your first Treat and Chew Box.'],
    ['Small print', 'One offer per household. Offers apply at checkout and cannot be combined with gift card purchases.'],
  ]),
  contentPage('/sample', 'Free Sample', 'Try a Super Chew before you subscribe: pay only shipping.', 'chew-time', [
    ['One chew, on us', 'Not sure your dog will love it? Ask for a single Super Chew sample and pay only $5.95 shipping.'],
    ['How to ask', 'Write to support@pawprint.test with your address and your dog’s size. Samples ship within three business days.'],
  ]),
  contentPage('/events', 'Events', 'Meet the team, taste the treats and bring your dog.', 'pack-walk', [
    ['Upcoming', 'Saturday adoption days at our Austin warehouse, every first Saturday of the month from 10 am to 2 pm.', 'Treat tasting at partner pet stores: see the store list in your monthly e-mail.'],
    ['Host an event', 'Shelters and dog clubs can ask for a sampling kit for their own events.'],
  ]),
  contentPage('/packwalks', 'Pack Walks', 'Free group walks for dogs and their people.', 'pack-walk', [
    ['Walk with us', 'Every Sunday morning we walk the Lady Bird Lake trail in small groups of up to twelve dogs, led by a certified trainer.'],
    ['What to bring', 'A six-foot leash, water and poop bags. We bring the treats.'],
  ]),
  contentPage('/affiliate', 'Affiliate Programme', 'Earn commission and milestone rewards by recommending Pawprint.', 'happy-dog', [
    ['Earn as you share', 'Affiliates earn a commission on every box bought through their link, paid to their bank account each month.'],
    ['Milestone rewards', 'From Bronze at $100 of earnings to Master at $100,000, every level comes with a reward: boxes, workshops, courses and trips.'],
    ['Join', 'Create an account, then ask for an affiliate contract from support@pawprint.test. Approved affiliates see the Affiliate Panel in their account.'],
  ]),
  professional('/retailers', 'retailers', 'Retailers', 'Stock Pawprint treats and chews in your store at wholesale prices from our retail shop.'),
  professional('/veterinarians', 'veterinarians', 'Veterinarians', 'Dental chews and single-ingredient treats your patients can have every day, with full ingredient sourcing on request.'),
  professional('/groomers', 'groomers', 'Groomers', 'A calm dog is an easier groom: our chews keep clients busy and happy at the table.'),
  professional('/dog-trainers', 'dog trainers', 'Dog Trainers', 'Soft, small Meatballs are the training treat your clients will keep buying after the course ends.'),
  professional('/breeders', 'breeders', 'Breeders', 'Send every new puppy home with a starter box and a referral link that rewards you for each family.'),
  professional('/animal-shelters-rescues', 'shelters and rescues', 'Animal Shelters and Rescues', 'Every adoption can leave with a free first box, and your shelter earns coins for each one.'),
  professional('/walkers-sitters', 'walkers and sitters', 'Walkers and Sitters', 'Treats that fit in a pocket and chews that last a whole visit, at a partner discount.'),
];
