-- The fixed roles of DESIGN.md section 5; code refers to them by id.
INSERT INTO "roles" ("id", "name") VALUES (1, 'AdminRole'), (2, 'StaffRole') ON CONFLICT ("id") DO NOTHING;
