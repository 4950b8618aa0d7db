import { IconDatabase } from '@tabler/icons-react';
import { defineTool } from '../define-tool';

export default defineTool({
  id: 'sql-prettify',
  path: '/sql-prettify',
  icon: IconDatabase,
  category: 'development',
  order: 7,
  keywords: [
    'sql', 'prettify', 'beautify', 'GCP BigQuery', 'IBM DB2', 'Apache Hive', 'MariaDB', 'MySQL', 'Couchbase N1QL', 'Oracle PL/SQL',
    'PostgreSQL', 'Amazon Redshift', 'Spark', 'SQL Server Transact-SQL', 'SQLite', 'Snowflake', 'Trino', 'DuckDB', 'ClickHouse',
  ],
  component: () => import('./sql-prettify'),
});
