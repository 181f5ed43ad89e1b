/** What later steps need to know of the rows earlier steps wrote. */
export interface CategoryNode {
  id: number;
  name: string;
  level1: string;
  leafIds: number[];
  /** The group whose pictogram its pictures, and its products', draw (the first word of its handle). */
  pictureGroup: string;
}

export interface ShopRow {
  id: number;
  domain: string;
  country: string;
  currency: string;
  categories: CategoryNode[];
  showsQuestions: boolean;
}

export interface ProductRow {
  id: number;
  shopId: number;
  /** What its pictures and review photos show: its group's pictogram, in its colour (a PICTURE_COLOURS slug). */
  pictureGroup: string;
  colour: string;
  /** Its own kind, its leaf category's handle ('backpacks'): its review photos show that where it has a pictogram. */
  pictureKind: string;
}
