import { PGlite } from '@electric-sql/pglite';
const dir = process.argv[2];
const db = new PGlite(dir);
const r = await db.query(`select id, person_name, idcard_number, job_number, project_id from persons where idcard_number ilike '%110101190001011234%' or job_number ilike '%110101190001011234%' or idcard_number like '110101%' limit 5`);
console.log(r.rows);
