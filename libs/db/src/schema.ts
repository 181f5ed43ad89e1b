import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** numeric columns arrive as strings from both drivers; we convert where we read them. */
type Numeric = ColumnType<string, number | string | undefined, number | string>;

export interface AppSettingsTable {
  key: string;
  value: string;
}

export interface CurrenciesTable {
  code: string;
  name: string;
  symbol: string;
}

export interface ExchangeRatesTable {
  currency_code: string;
  rate_per_usd: Numeric;
  updated_at: Timestamp;
}

export interface UsersTable {
  id: Generated<string>;
  encoded_id: string;
  slug: string;
  email: string | null;
  password_hash: string | null;
  name: string;
  role: ColumnType<'reviewer' | 'arbitrator', 'reviewer' | 'arbitrator' | undefined>;
  avatar_url: string | null;
  gravatar_hash: string | null;
  currency: ColumnType<string, string | undefined>;
  country: string | null;
  subscribed_rs: boolean | null;
  reviewer_name: string | null;
  tos_accepted_at: Timestamp | null;
  followers_count: ColumnType<number, number | undefined>;
  reviews_count: ColumnType<number, number | undefined>;
  created_at: Timestamp;
}

export interface SessionsTable {
  id: string;
  user_id: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  user_agent: string | null;
}

export interface LoginAttemptsTable {
  id: Generated<string>;
  email: string;
  ip: string;
  succeeded: boolean;
  created_at: Timestamp;
}

export interface ShopsTable {
  id: Generated<string>;
  encoded_id: string;
  slug: string;
  name: string;
  domain: string;
  platform: string;
  public_token: string;
  country: string;
  currency: string;
  logo_url: string | null;
  description: ColumnType<string, string | undefined>;
  disable_web_reviews: ColumnType<boolean, boolean | undefined>;
  enable_question_answer: ColumnType<boolean, boolean | undefined>;
  show_cards_carousel: ColumnType<boolean, boolean | undefined>;
  response_time_value: number | null;
  response_time_unit: 'minutes' | 'hours' | 'days' | null;
  confirmed_contact: ColumnType<boolean, boolean | undefined>;
  /** Countries the shop ships to; null: worldwide. */
  ships_to: ColumnType<string[] | null, string[] | null | undefined>;
  created_at: Timestamp;
}

export interface CategoriesTable {
  id: number;
  parent_id: number | null;
  name: string;
  handle: string;
  level: number;
  is_deepest: boolean;
  image_url: string | null;
  bar_flat_view: boolean;
  bar_order: number;
  page_order: number;
  path: string;
  products_count: ColumnType<number, number | undefined>;
}

export interface ProductsTable {
  id: Generated<string>;
  encoded_id: string;
  shop_id: string;
  handle: string;
  title: string;
  description: ColumnType<string, string | undefined>;
  image_url: string | null;
  retina_image_url: string | null;
  external_id: string;
  external_url: string;
  currency: string;
  lowest_price: Numeric;
  highest_price: Numeric;
  displayed_price: Numeric;
  reviews_count: ColumnType<number, number | undefined>;
  average_rating: Numeric;
  sales_count: ColumnType<number, number | undefined>;
  /** Generated from title and description (migration 0003). */
  search_vector: ColumnType<string, never, never>;
  /** Set by a trigger from lowest_price and the exchange-rate table; null without a price. */
  price_usd: ColumnType<string | null, never, never>;
  created_at: Timestamp;
}

export interface ClickEventsTable {
  id: Generated<string>;
  shop_id: string | null;
  product_id: string | null;
  user_id: string | null;
  pageview_id: string | null;
  referrer: string | null;
  first_referrer: string | null;
  referral_page: string | null;
  journey: ColumnType<string[], string, string>;
  landing_page_params: ColumnType<Record<string, string>, string, string>;
  created_at: Timestamp;
}

export interface Database {
  click_events: ClickEventsTable;
  app_settings: AppSettingsTable;
  currencies: CurrenciesTable;
  exchange_rates: ExchangeRatesTable;
  users: UsersTable;
  sessions: SessionsTable;
  login_attempts: LoginAttemptsTable;
  shops: ShopsTable;
  categories: CategoriesTable;
  products: ProductsTable;
}
