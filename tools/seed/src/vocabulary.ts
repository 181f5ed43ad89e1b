/** Word lists the seed composes names and texts from. */

export const FIRST_NAMES = [
  'Olivia', 'Liam', 'Emma', 'Noah', 'Amelia', 'Oliver', 'Ava', 'Elijah', 'Sophia', 'Lucas', 'Isla', 'Mateo',
  'Mia', 'Leo', 'Chloe', 'Aarav', 'Priya', 'Hiroshi', 'Yuki', 'Fatima', 'Omar', 'Sofia', 'Lukas', 'Hannah',
  'Jakob', 'Camille', 'Louis', 'Giulia', 'Marco', 'Lars', 'Ingrid', 'Sean', 'Aoife', 'Tom', 'Grace', 'Ethan',
  'Zoe', 'Ravi', 'Ananya', 'Chen', 'Mei', 'Diego', 'Valentina', 'Kofi', 'Amara', 'Jack', 'Ruby', 'Finn',
];

export const LAST_NAMES = [
  'Smith', 'Jones', 'Williams', 'Brown', 'Taylor', 'Wilson', 'Martin', 'Nguyen', 'Patel', 'Sharma', 'Kim',
  'Garcia', 'Rossi', 'Muller', 'Schmidt', 'Dubois', 'Jansen', 'Murphy', 'Kelly', 'Tanaka', 'Sato', 'Lopez',
  'Silva', 'Novak', 'Andersen', 'Berg', 'Walker', 'Hughes', 'Clarke', 'Singh', 'Chen', 'Wang', 'Okafor',
];

export const SHOP_NAME_FIRST = [
  'Maple', 'Harbor', 'North', 'Golden', 'Urban', 'Wild', 'Blue', 'Silver', 'Copper', 'Cedar', 'Bright', 'Little',
  'Coastal', 'Alpine', 'Velvet', 'Honest', 'Happy', 'True', 'Green', 'Stone', 'Iron', 'Willow', 'Sunny', 'Oak',
  'Pine', 'Meadow', 'Cloud', 'Nova', 'Atlas', 'Luna', 'Ember', 'Fern', 'Summit', 'River', 'Fox', 'Bee',
];

export const SHOP_NAME_SECOND = [
  'Goods', 'Supply', 'Outfitters', 'Studio', 'Market', 'Co', 'Collective', 'Emporium', 'House', 'Workshop',
  'Trading', 'Store', 'Boutique', 'Labs', 'Corner', 'Depot', 'Provisions', 'Atelier', 'Mercantile', 'Post',
];

export const PLATFORMS = ['shopify', 'woocommerce', 'bigcommerce', 'magento', 'wix'] as const;

export const BRANDS = [
  'Aurora', 'Brio', 'Calder', 'Dune', 'Evergreen', 'Fjord', 'Glimmer', 'Halo', 'Ivory', 'Juniper', 'Kestrel',
  'Lumen', 'Mosaic', 'Nimbus', 'Orchid', 'Prism', 'Quartz', 'Rook', 'Sable', 'Tundra', 'Umber', 'Vesper',
  'Wren', 'Yarrow', 'Zephyr', 'Arlo', 'Bishop', 'Cobalt', 'Delta', 'Echo',
];

export const PRODUCT_ADJECTIVES = [
  'Classic', 'Premium', 'Everyday', 'Lightweight', 'Organic', 'Vintage', 'Compact', 'Deluxe', 'Essential',
  'Ultra Soft', 'Waterproof', 'Handmade', 'Eco', 'Pro', 'Travel', 'Slim', 'Heavy Duty', 'Recycled', 'Cosy',
  'Minimalist', 'Bamboo', 'Ceramic', 'Leather', 'Linen', 'Merino', 'Cotton', 'Stainless', 'Wireless',
];

export const COLOURS = [
  'Black', 'White', 'Navy', 'Sage', 'Terracotta', 'Sand', 'Charcoal', 'Olive', 'Rose', 'Mustard', 'Teal',
  'Burgundy', 'Cream', 'Slate', 'Forest Green', 'Sky Blue',
];

/** Review titles and bodies by star rating: what people really say at each level. */
export const REVIEW_TITLES: Record<1 | 2 | 3 | 4 | 5, string[]> = {
  5: ['Absolutely love it', 'Exceeded my expectations', 'Perfect', 'Would buy again', 'Best purchase this year',
    'Fantastic quality', 'Five stars, no question', 'Great value for money', 'Just as described'],
  4: ['Really good', 'Very happy overall', 'Nice quality, small quibble', 'Good value', 'Solid choice'],
  3: ['It is okay', 'Does the job', 'Mixed feelings', 'Average quality', 'Fine but not special'],
  2: ['Disappointed', 'Not as pictured', 'Expected better', 'Quality could be better'],
  1: ['Do not buy', 'Arrived broken', 'Never again', 'Terrible experience', 'Item never arrived'],
};

export const REVIEW_SENTENCES: Record<1 | 2 | 3 | 4 | 5, string[]> = {
  5: ['The quality is outstanding and it arrived two days early.', 'Fits perfectly and looks even better in person.',
    'I have used it every day for a month and it still looks new.', 'Customer service answered my question within an hour.',
    'Packaging was plastic-free, which I really appreciate.', 'Bought one for my sister too.',
    'The colour is exactly as in the photos.', 'Honestly better than the big-brand version I had before.'],
  4: ['Good quality, although delivery took a little longer than promised.', 'Works well; the instructions could be clearer.',
    'Slightly smaller than I expected but still great.', 'Nice finish and sturdy build.',
    'Would be five stars if it came in more colours.'],
  3: ['It does what it says, nothing more.', 'The material feels a bit thin for the price.',
    'Delivery was fine but the box was dented.', 'Took a while to get used to it.', 'Decent, but I have seen better elsewhere.'],
  2: ['The stitching came loose after a week.', 'The colour is much darker than on the website.',
    'Support took five days to reply.', 'Smaller than described and returns are a hassle.'],
  1: ['It stopped working after two days and nobody answers my emails.', 'The parcel arrived damaged and half empty.',
    'Nothing like the pictures; it feels cheap.', 'I am still waiting for my refund after three weeks.'],
};

export const SHOP_REPLIES = [
  'Thank you so much for your kind words, we are thrilled you love it!',
  'Thanks for the feedback. We have passed your comments on to our product team.',
  'We are sorry to hear this. Our support team has reached out by e-mail to make it right.',
  'Thank you for shopping with us, we hope to see you again soon.',
];

export const QUESTION_TEXTS = [
  'Does this come with a warranty?', 'Is it true to size?', 'How long does shipping to Canada take?',
  'Is the material machine washable?', 'Can I return it if it does not fit?', 'Is this suitable for children?',
  'Does it come gift-wrapped?', 'What are the exact dimensions?',
];

export const ANSWER_TEXTS = [
  'Yes, every order comes with a two-year warranty.', 'It runs true to size; we recommend your usual size.',
  'Usually five to seven working days.', 'Yes, on a cool wash cycle.', 'Of course, returns are free within 30 days.',
];
