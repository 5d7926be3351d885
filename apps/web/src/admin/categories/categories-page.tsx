import { useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router';
import buttons from '../../components/ui/button.module.css';
import { TextField } from '../../components/ui/form-field';
import { useDocumentTitle } from '../../lib/use-document-title';
import styles from '../admin.module.css';
import { useAdminCategories } from '../catalogue-api';
import catalogue from '../catalogue/catalogue.module.css';
import { OutcomeMessages } from '../outcome-messages';
import { Pager } from '../pager';
import { useListParams } from '../use-list-params';

/** /admin/categories: the store's categories in navigation order, with how many pieces each holds. */
export function CategoriesPage() {
  useDocumentTitle('Categories');
  const notice = (useLocation().state as { notice?: string } | null)?.notice ?? null;
  const { read, page, update, goToPage } = useListParams();
  const query = { q: read('q'), page };
  const [search, setSearch] = useState(query.q ?? '');
  const { data, isError } = useAdminCategories(query);

  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    update({ q: search.trim() || undefined });
  };

  return (
    <>
      <div className={styles.head}>
        <div>
          <h1 className={styles.title}>Categories</h1>
          <p className={styles.lead}>The store&apos;s navigation, in this order; pieces count published and unpublished ones.</p>
        </div>
        <Link to="/admin/categories/new" className={buttons.primary}>
          New category
        </Link>
      </div>
      <form className={`${styles.toolbar} ${styles.narrow}`} onSubmit={onSearch} role="search" aria-label="Categories">
        <TextField label="Search by name or slug" value={search} onChange={(event) => setSearch(event.target.value)} onBlur={() => update({ q: search.trim() || undefined })} />
      </form>
      <OutcomeMessages notice={notice} />
      {isError && <p className={styles.problem}>The categories could not be loaded. Try again in a moment.</p>}
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <caption className="visually-hidden">Categories</caption>
          <thead>
            <tr>
              <th scope="col">Category</th>
              <th scope="col">Languages</th>
              <th scope="col" className={styles.number}>
                Pieces
              </th>
              <th scope="col" className={styles.number}>
                Order
              </th>
              <th scope="col">Home page</th>
            </tr>
          </thead>
          <tbody>
            {data?.items.map((category) => (
              <tr key={category.id}>
                <td>
                  <div className={catalogue.named}>
                    <img src={category.iconUrl} alt="" width={48} height={48} className={catalogue.thumb} />
                    <div>
                      <Link to={`/admin/categories/${category.id}`} className={styles.rowLink}>
                        {category.name.en}
                      </Link>
                      <div className={styles.muted}>/{category.slug}</div>
                    </div>
                  </div>
                </td>
                <td className={styles.muted}>{languagesOf(category.name)}</td>
                <td className={styles.number}>{category.productCount}</td>
                <td className={styles.number}>{category.sortOrder}</td>
                <td>{category.isFeatured ? <span className={`${styles.badge} ${styles.good}`}>Featured</span> : <span className={styles.muted}>Not featured</span>}</td>
              </tr>
            ))}
          </tbody>
        </table>
        {data && data.items.length === 0 && <p className={styles.empty}>No categories match.</p>}
      </div>
      {data && <Pager pagination={data.pagination} noun="categories" onPage={goToPage} />}
    </>
  );
}

/** The languages a name is written in: "English, Hindi". */
function languagesOf(name: { en: string; hi?: string; ta?: string; te?: string }): string {
  const names = { hi: 'Hindi', ta: 'Tamil', te: 'Telugu' } as const;
  return ['English', ...(Object.keys(names) as Array<keyof typeof names>).filter((language) => name[language]).map((language) => names[language])].join(', ');
}
