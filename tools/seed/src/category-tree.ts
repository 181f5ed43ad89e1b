/**
 * The category tree the seed builds: level 1 -> level 2 -> level-3 leaves. About 300 nodes, with
 * real shopping categories so search and the mega-menu read like a real store directory.
 */
export const CATEGORY_TREE: Record<string, Record<string, string[]>> = {
  Clothing: {
    "Women's Clothing": ['Dresses', 'Blouses', 'Skirts', 'Jeans', 'Coats', 'Knitwear'],
    "Men's Clothing": ['T-Shirts', 'Shirts', 'Chinos', 'Suits', 'Hoodies', 'Jackets'],
    Activewear: ['Leggings', 'Sports Bras', 'Running Shorts', 'Track Jackets'],
    'Underwear & Socks': ['Boxers', 'Bras', 'Ankle Socks', 'Thermal Underwear'],
    'Kids Clothing': ['Baby Bodysuits', 'School Uniforms', 'Kids Pyjamas', 'Kids Raincoats'],
  },
  Shoes: {
    "Women's Shoes": ['Ankle Boots', 'Ballet Flats', 'Heels', 'Sandals'],
    "Men's Shoes": ['Oxford Shoes', 'Loafers', 'Chelsea Boots', 'Boat Shoes'],
    'Sports Shoes': ['Running Shoes', 'Trail Shoes', 'Football Boots', 'Tennis Shoes'],
    'Kids Shoes': ['School Shoes', 'Kids Sneakers', 'Wellies'],
    Slippers: ['Moccasin Slippers', 'Slide Slippers', 'Bootie Slippers'],
  },
  'Jewelry & Watches': {
    Necklaces: ['Pendant Necklaces', 'Chokers', 'Chain Necklaces'],
    Rings: ['Engagement Rings', 'Wedding Bands', 'Stacking Rings'],
    Earrings: ['Stud Earrings', 'Hoop Earrings', 'Drop Earrings'],
    Watches: ['Smartwatches', 'Dive Watches', 'Dress Watches', 'Watch Straps'],
    Bracelets: ['Charm Bracelets', 'Bangles', 'Beaded Bracelets'],
  },
  Beauty: {
    Skincare: ['Moisturisers', 'Cleansers', 'Serums', 'Sunscreen', 'Face Masks'],
    Makeup: ['Foundation', 'Lipstick', 'Mascara', 'Eyeshadow Palettes'],
    'Hair Care': ['Shampoo', 'Conditioner', 'Hair Oils', 'Hair Dryers'],
    Fragrance: ['Eau de Parfum', 'Eau de Toilette', 'Body Mists'],
    'Bath & Body': ['Body Wash', 'Body Lotion', 'Bath Bombs', 'Hand Cream'],
  },
  'Home & Garden': {
    Furniture: ['Sofas', 'Dining Tables', 'Bookcases', 'Office Chairs', 'Bed Frames'],
    Bedding: ['Duvet Covers', 'Pillows', 'Mattress Toppers', 'Weighted Blankets'],
    Kitchen: ['Chef Knives', 'Cookware Sets', 'Coffee Makers', 'Cutting Boards', 'Mugs'],
    Garden: ['Garden Hoses', 'Planters', 'Lawn Mowers', 'Outdoor Lights'],
    'Home Decor': ['Candles', 'Rugs', 'Wall Art', 'Mirrors', 'Vases'],
  },
  Electronics: {
    'Phones & Accessories': ['Phone Cases', 'Chargers', 'Screen Protectors', 'Power Banks'],
    Audio: ['Headphones', 'Earbuds', 'Bluetooth Speakers', 'Turntables'],
    Computers: ['Laptops', 'Keyboards', 'Computer Mice', 'Monitors', 'USB Hubs'],
    Cameras: ['Mirrorless Cameras', 'Action Cameras', 'Camera Lenses', 'Tripods'],
    'Smart Home': ['Smart Plugs', 'Smart Bulbs', 'Video Doorbells', 'Robot Vacuums'],
  },
  'Sports & Outdoors': {
    Fitness: ['Yoga Mats', 'Dumbbells', 'Resistance Bands', 'Exercise Bikes'],
    Camping: ['Tents', 'Sleeping Bags', 'Camping Stoves', 'Headlamps'],
    Cycling: ['Bike Helmets', 'Bike Lights', 'Cycling Jerseys', 'Bike Locks'],
    'Water Sports': ['Swimsuits', 'Paddle Boards', 'Wetsuits', 'Swim Goggles'],
    'Team Sports': ['Footballs', 'Basketballs', 'Shin Guards', 'Goalkeeper Gloves'],
  },
  'Toys & Games': {
    'Building Toys': ['Building Bricks', 'Magnetic Tiles', 'Marble Runs'],
    'Board Games': ['Strategy Games', 'Family Games', 'Jigsaw Puzzles', 'Card Games'],
    'Dolls & Figures': ['Fashion Dolls', 'Action Figures', 'Dollhouses'],
    'Outdoor Play': ['Trampolines', 'Scooters', 'Water Guns', 'Kites'],
    'Baby Toys': ['Teething Toys', 'Soft Toys', 'Activity Gyms'],
  },
  Health: {
    'Vitamins & Supplements': [
      'Multivitamins',
      'Vitamin D',
      'Protein Powder',
      'Omega 3',
      'Collagen',
    ],
    'Personal Care': ['Electric Toothbrushes', 'Razors', 'Massage Guns'],
    'Medical Supplies': ['Blood Pressure Monitors', 'Thermometers', 'First Aid Kits'],
    Sleep: ['Sleep Masks', 'White Noise Machines', 'Ear Plugs'],
  },
  Pets: {
    'Dog Supplies': ['Dog Food', 'Dog Beds', 'Dog Leads', 'Dog Toys', 'Dog Treats'],
    'Cat Supplies': ['Cat Food', 'Cat Litter', 'Scratching Posts', 'Cat Toys'],
    'Fish & Aquatics': ['Aquariums', 'Aquarium Filters', 'Fish Food'],
    'Small Animals': ['Hamster Cages', 'Rabbit Hutches', 'Bird Seed'],
  },
  'Food & Drink': {
    'Coffee & Tea': ['Coffee Beans', 'Ground Coffee', 'Loose Leaf Tea', 'Matcha'],
    Snacks: ['Chocolate', 'Crisps', 'Protein Bars', 'Dried Fruit'],
    Pantry: ['Olive Oil', 'Pasta', 'Spices', 'Hot Sauce', 'Honey'],
    Drinks: ['Craft Beer', 'Wine', 'Sparkling Water', 'Kombucha'],
  },
  'Bags & Accessories': {
    Bags: ['Backpacks', 'Tote Bags', 'Crossbody Bags', 'Suitcases', 'Wallets'],
    Accessories: ['Sunglasses', 'Belts', 'Scarves', 'Hats', 'Gloves'],
    Travel: ['Packing Cubes', 'Travel Pillows', 'Luggage Tags'],
  },
  Gender: {
    Women: ['Women Gifts', 'Women Essentials'],
    Men: ['Men Gifts', 'Men Essentials'],
  },
};
