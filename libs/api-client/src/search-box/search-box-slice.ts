import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/**
 * What the shell's search box holds right now, searched or not: the search page's pager reads it
 * (spec §5 "A stale search term resets the page to 1 on paging").
 */
export const searchBoxSlice = createSlice({
  name: 'searchBox',
  initialState: { typedText: '' },
  reducers: {
    searchTextTyped(state, action: PayloadAction<string>) {
      state.typedText = action.payload;
    },
  },
  selectors: {
    selectTypedSearchText: (state) => state.typedText,
  },
});

export const { searchTextTyped } = searchBoxSlice.actions;
export const { selectTypedSearchText } = searchBoxSlice.selectors;
