import { Link, useLocation } from 'react-router';
import type { AdminBrand } from '@aabhushan/shared/schemas/admin-brands';
import { AdminList, useAdminListParams } from '../admin-list';
import styles from '../admin.module.css';
import { useAdminBrands } from '../catalogue-api';
import catalogue from '../catalogue/catalogue.module.css';

/** /admin/brands: the makers whose pieces the store sells, with how many pieces carry each. */
export function BrandsPage() {
  const list = useAdminListParams();
  const answer = useAdminBrands({ q: list.read('q'), page: list.page });
  return (
    <AdminList<AdminBrand>
      title="Brands"
      lead="Shown on a piece's page; pieces count published and unpublished ones."
      newLink={{ to: '/admin/brands/new', label: 'New brand' }}
      searchLabel="Search by name or slug"
      list={list}
      answer={answer}
      noun="brands"
      notice={(useLocation().state as { notice?: string } | null)?.notice}
      columns={[
        {
          header: 'Brand',
          cell: (brand) => (
            <div className={catalogue.named}>
              <img src={brand.logoUrl} alt="" width={96} height={54} className={catalogue.logo} />
              <Link to={`/admin/brands/${brand.id}`} className={styles.rowLink}>
                {brand.name}
              </Link>
            </div>
          ),
        },
        { header: 'Slug', cell: (brand) => <span className={styles.muted}>{brand.slug}</span> },
        { header: 'Pieces', cell: (brand) => brand.productCount, numeric: true },
      ]}
    />
  );
}
