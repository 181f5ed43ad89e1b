/** What later steps need to know of the rows earlier steps wrote. */
export interface CategoryNode {
  id: number;
  name: string;
  level1: string;
  leafIds: number[];
}

export interface ShopRow {
  id: number;
  country: string;
  currency: string;
  categories: CategoryNode[];
  showsQuestions: boolean;
}

export interface ProductRow {
  id: number;
  shopId: number;
}
