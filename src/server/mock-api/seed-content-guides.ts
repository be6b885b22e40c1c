// Content pages of the menus' health, food, feeding and about groups, the footer's terms and policies, and the
// '/how-to-introduce-{product}-dog-box-treats' guide for each box (001 §2 Fixed menu and footer links).
import { contentPage, type ContentPageRecord } from './content-page-record';

/** The boxes with an introduction guide: {product} in the path is the box's own page slug. */
export const BOX_GUIDES = [
  { slug: 'treat-and-chew-box', name: 'Treat and Chew Box', inside: 'three bags of treats and two chews', pace: 'one new treat every two days' },
  { slug: 'treat-only-box', name: 'Treat Only Box', inside: 'four bags of single-ingredient treats', pace: 'one new treat every two days' },
  { slug: 'chew-only-box', name: 'Chew Only Box', inside: 'five long-lasting chews', pace: 'one chew session of ten minutes a day for the first week' },
  { slug: 'mini-box', name: 'Mini Box', inside: 'two bags of treats and one small chew', pace: 'half portions for the first three days' },
] as const;

export const introductionPath = (slug: string) => `/how-to-introduce-${slug}-dog-box-treats`;

const boxGuide = (box: (typeof BOX_GUIDES)[number]): ContentPageRecord =>
  contentPage(introductionPath(box.slug), `How to Introduce ${box.name} Treats`, `Introduce the ${box.inside} of the ${box.name} slowly and safely.`, 'happy-dog', [
    ['Go slowly', `Your ${box.name} holds ${box.inside}. Start with ${box.pace}, so your dog’s stomach can get used to each new protein.`],
    ['Watch and note', 'Keep an eye on stools and energy for 48 hours after each new item. Loose stools usually mean the portion was too big; halve it and try again.'],
    ['Supervise chewing', 'Stay nearby while your dog chews and take the last small piece away before it can be swallowed whole.'],
  ]);

export const GUIDE_PAGES: ContentPageRecord[] = [
  contentPage('/epidemiology', 'Epidemiology', 'What large studies tell us about diet and a dog’s health.', 'vet-visit', [
    ['What we read', 'We follow published veterinary research on diet-related disease in dogs: dental disease, obesity, allergies and cancer.', 'Each month a short summary of a new study goes out in our newsletter.'],
    ['What it means for your dog', 'Fewer ingredients, less processing and the right portion size are the habits the research keeps pointing to.'],
  ]),
  contentPage('/fight-dental-disease', 'Fight Dental Disease', 'Most dogs over three have some dental disease. Chewing helps.', 'chew-time', [
    ['Why chewing matters', 'Ten minutes of chewing a day scrapes plaque before it hardens into tartar.'],
    ['Our chews', 'Super Chew and the chews in every box are dense enough to last, and single-ingredient so they are gentle on the gut.'],
  ]),
  contentPage('/fight-cancer', 'Fight Cancer', 'Diet is one of the few risk factors you control.', 'vet-visit', [
    ['Whole food, less processing', 'Our treats are air-dried at low temperature: no charring, no preservatives, nothing you cannot pronounce.'],
    ['Regular checks', 'No treat replaces a vet. Members can book a consult to talk through their dog’s diet before a vet visit.'],
  ]),
  contentPage('/fight-obesity', 'Fight Obesity', 'More than half of dogs are overweight. Treats count.', 'fresh-food', [
    ['Count the treats', 'Treats should stay below a tenth of your dog’s daily calories. Every bag lists calories per piece.'],
    ['Perfect Fit portions', 'Tell us your dog’s weight and we size the box to it, so the monthly box never means extra pounds.'],
  ]),
  contentPage('/fight-allergies', 'Fight Allergies', 'Single-ingredient treats make food allergies easier to track.', 'fresh-food', [
    ['One protein at a time', 'Each treat is one protein and nothing else, so you always know what your dog ate.'],
    ['Tell us what to leave out', 'Add allergies to your dog’s profile and your box skips those proteins automatically.'],
  ]),
  contentPage('/perfect-fit', 'Perfect Fit', 'A box sized to your dog, guaranteed.', 'happy-dog', [
    ['Sized to your dog', 'Chew size and treat portions follow your dog’s weight and age.'],
    ['Guaranteed', 'If something in the box does not suit your dog, tell us within 30 days and we replace it.'],
  ]),
  contentPage('/always-fresh', 'Always Fresh', 'Made in small batches and shipped within days.', 'fresh-food', [
    ['Small batches', 'We make treats weekly, so what arrives was made days ago, not months.'],
    ['Fresh to your door', 'Every box ships in a sealed, reusable tin that keeps treats crunchy until the last one.'],
  ]),
  contentPage('/feedreal', 'Feed Real', 'Real food you would recognise, for dogs.', 'fresh-food', [
    ['What real means', 'Beef, chicken, salmon, sweet potato. If it is on the label, it is the whole ingredient.'],
    ['What we leave out', 'No fillers, no artificial colours, flavours or preservatives.'],
  ]),
  contentPage('/food-philosophy', 'Food Philosophy', 'Few ingredients, gentle processing, honest labels.', 'fresh-food', [
    ['Three rules', 'Fewer ingredients. Gentler processing. Labels that tell you everything.'],
    ['Where it comes from', 'Our proteins come from farms in the United States we have visited ourselves.'],
  ]),
  contentPage('/human-grade', 'Human Grade', 'Made in a kitchen certified for human food.', 'fresh-food', [
    ['What human grade means', 'Every ingredient is fit for people, and the kitchen that makes our treats is inspected to human food standards.'],
  ]),
  contentPage('/feed-responsibly', 'Feed Responsibly', 'Treats are part of a diet, not on top of it.', 'fresh-food', [
    ['The ten per cent rule', 'Treats and chews should make up at most a tenth of what your dog eats in a day.'],
    ['Water and rest', 'Keep fresh water out during and after chewing, and give your dog a quiet place to chew.'],
  ]),
  contentPage('/how-to-introduce-pawprint-dog-box-treats', 'How to Introduce Pawprint Dog Box Treats', 'Start slowly with every new box. Guides for each box:', 'happy-dog', [
    ['The short version', 'One new item at a time, small portions first, and watch for 48 hours.'],
    ['Guides for each box', ...BOX_GUIDES.map((b) => `${b.name}: see “How to Introduce ${b.name} Treats” at ${introductionPath(b.slug)}.`)],
  ]),
  ...BOX_GUIDES.map(boxGuide),
  contentPage('/how-to-chew', 'How to Chew', 'Chewing is good for dogs, when it is done safely.', 'chew-time', [
    ['Pick the right size', 'A chew should be longer than your dog’s muzzle is wide.'],
    ['Supervise', 'Stay in the room and take the chew away once it is small enough to swallow.'],
  ]),
  contentPage('/bacterial-risks', 'Bacterial Risks', 'How we keep raw-ingredient treats safe.', 'vet-visit', [
    ['Tested every batch', 'Every batch is tested for Salmonella, Listeria and E. coli before it ships.'],
    ['At home', 'Wash your hands after handling treats and keep opened bags sealed in a cool, dry place.'],
  ]),
  contentPage('/about', 'About Pawprint', 'We are a small team in Austin making treats we would eat ourselves.', 'happy-dog', [
    ['Our story', 'Pawprint started in 2019 in a kitchen with one dehydrator and a very picky beagle called Biscuit.'],
    ['Today', 'We ship boxes to dogs across the United States and Canada from our warehouse in Austin, Texas.'],
  ]),
  contentPage('/values', 'Our Values', 'What we will and will not do.', 'happy-dog', [
    ['Honest food', 'We never add what we would not put on our own plate.'],
    ['Kind business', 'We pay our makers fairly and give a box to a shelter dog for every hundred boxes sold.'],
  ]),
  contentPage('/mission', 'Our Mission', 'Healthier dogs through better everyday food.', 'happy-dog', [
    ['Why we exist', 'Dogs eat treats every day. We want every one of them to do some good.'],
  ]),
  contentPage('/dog-philosophy', 'Dog Philosophy', 'Dogs are family. We feed them that way.', 'happy-dog', [
    ['Family food', 'We make treats the way you would cook for family: simple, fresh and with care.'],
  ]),
  contentPage('/tapeless', 'Tapeless Boxes', 'Our boxes close without tape.', 'recycle', [
    ['Folded, not taped', 'Every Pawprint box folds shut, so it goes straight into paper recycling.'],
  ]),
  contentPage('/reuse', 'Reuse', 'Send back your tins; we clean and refill them.', 'recycle', [
    ['Return the tin', 'Put empty tins back in the next box’s return sleeve and we will clean and reuse them.'],
    ['Coins for returns', 'Each returned tin earns 50 coins.'],
  ]),
  contentPage('/terms', 'Terms of Service', 'The terms that apply when you use the Pawprint shop.', 'paperwork', [
    ['Your account', 'You are responsible for keeping your sign-in details safe. Tell us at once if you think someone else used your account.'],
    ['Subscriptions', 'Boxes renew every four weeks until you pause or cancel them from your dashboard. Changes apply to the next box not yet shipped.'],
    ['Returns', 'Unopened goods can be returned within 30 days of delivery for a refund to the original card.'],
  ], 'general'),
  contentPage('/privacy-policy', 'Privacy Policy', 'What we collect, why, and what you can ask us to do with it.', 'paperwork', [
    ['What we collect', 'Your name, e-mail, phone, addresses, your dogs’ details and your orders. Card details go straight to our payment provider.'],
    ['Your choices', 'Change which messages you get under Communications in your dashboard, or ask support@pawprint.test for a copy or deletion of your data.'],
  ], 'general'),
  contentPage('/shipping-policy', 'Shipping Policy', 'When your box ships and what it costs.', 'paperwork', [
    ['When', 'Orders placed before noon Central Time ship the same business day; boxes ship on their renewal date.'],
    ['What it costs', 'Shipping is free on orders of $49.00 or more and on boxes; otherwise it is $5.95.'],
  ], 'general'),
];
