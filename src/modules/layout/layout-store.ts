import { create } from 'zustand';
import { persist, createJSONStorage } from 'zustand/middleware';

export const LAYOUT_STORAGE_KEY = 'it-tools:layout';

interface LayoutState {
  /** Sidebar collapsed (persisted). */
  menuCollapsed: boolean;
  /** Category id → collapsed (persisted). */
  collapsedCategories: Record<string, boolean>;
  setMenuCollapsed: (collapsed: boolean) => void;
  toggleMenu: () => void;
  toggleCategory: (category: string) => void;
}

export const useLayoutStore = create<LayoutState>()(
  persist(
    (set) => ({
      menuCollapsed: false,
      collapsedCategories: {},
      setMenuCollapsed: (menuCollapsed) => set({ menuCollapsed }),
      toggleMenu: () => set((state) => ({ menuCollapsed: !state.menuCollapsed })),
      toggleCategory: (category) =>
        set((state) => ({
          collapsedCategories: { ...state.collapsedCategories, [category]: !state.collapsedCategories[category] },
        })),
    }),
    {
      name: LAYOUT_STORAGE_KEY,
      storage: createJSONStorage(() => localStorage),
      partialize: (state) => ({ menuCollapsed: state.menuCollapsed, collapsedCategories: state.collapsedCategories }),
      merge: (persisted, current) => {
        const value = (persisted ?? {}) as Partial<LayoutState>;
        return {
          ...current,
          menuCollapsed: typeof value.menuCollapsed === 'boolean' ? value.menuCollapsed : current.menuCollapsed,
          collapsedCategories:
            value.collapsedCategories && typeof value.collapsedCategories === 'object' ? value.collapsedCategories : {},
        };
      },
    },
  ),
);
