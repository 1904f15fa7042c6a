import { AD_TYPE_LABELS, type AdType } from "@adstudio/core";
import classes from "./showcase.module.css";

interface CategoryListProps {
  categories: readonly AdType[];
  active: AdType | undefined;
  onChoose: (type: AdType | undefined) => void;
}

/** The side list of categories (formats), in upper case; choosing one filters the cards (spec §2). */
export function CategoryList({ categories, active, onChoose }: CategoryListProps) {
  const item = (type: AdType | undefined, label: string) => (
    <li key={type ?? "all"}>
      <button
        type="button"
        className={classes.category}
        aria-pressed={active === type}
        onClick={() => onChoose(type)}
      >
        {label}
      </button>
    </li>
  );
  return (
    <nav className={classes.side} aria-label="Categories">
      <ul className={classes.categories}>
        {item(undefined, "All")}
        {categories.map((type) => item(type, AD_TYPE_LABELS[type]))}
      </ul>
    </nav>
  );
}
